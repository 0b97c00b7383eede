// The way to the applicant's page: a signed link in the confirmation mail, and on the page that
// says the application is confirmed.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { attributeValues, visibleText } from '../html'
import { pressConfirm, requestWith } from '../waitlist/confirmation-helpers'
import { applyWith, publishCohorts, valid } from './helpers'

beforeEach(async () => {
  await publishCohorts()
  await env.DB.exec('DELETE FROM unasked_mail_minutes')
})

const pathIn = (text: unknown, route: RegExp) => {
  const path = route.exec(String(text))?.[1]
  if (!path) throw new Error(`no link in ${JSON.stringify(text)}`)
  return path
}

describe('the link to the applicant’s page', () => {
  it('is in the confirmation mail, beside the confirmation link, and opens the page', async () => {
    const recorder = recordingMailer()
    const bindings = (await announcing(recorder.mailer)) as Bindings
    await applyWith({ ...valid, email: 'linked@example.com' }, bindings)
    const text = recorder.accepted[0]?.text
    const page = pathIn(text, /https:\/\/lumen\.test(\/application\/[0-9a-f]{64})\b/)
    const confirm = pathIn(text, /https:\/\/lumen\.test(\/apply\/confirm\/[0-9a-f]{64})\b/)
    expect(page.slice(-64)).not.toBe(confirm.slice(-64))
    expect(text).toContain('See where your application stands')
    const opened = await requestWith(bindings, page)
    expect(opened.status).toBe(200)
    expect(visibleText(await opened.text())).toContain('cohort starting March 2, 2027')

    const done = await pressConfirm(bindings, confirm)
    const html = await done.text()
    expect(visibleText(html)).toContain('Your application is confirmed')
    expect(attributeValues(html, 'a', 'href')).toContain(page)
  })
})
