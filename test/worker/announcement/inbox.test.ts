import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queueOutbox } from '../../../src/server/outbox/queue'
import { runScheduledJob } from '../../../src/server/scheduled'
import { attributeValues, visibleText } from '../html'
import { send, signToken } from '../inbox/helpers'
import { flakyMailer, storeWithoutAttempt } from '../outbox/outbox'
import {
  announcing,
  clearLists,
  draft,
  recordingMailer,
  seedList,
  sendAnnouncement,
  staffPost,
} from './helpers'

const page = async (bindings: object) =>
  send('/inbox/waitlists', { headers: { 'Cf-Access-Jwt-Assertion': await signToken() } }, bindings)

const announcements = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_announcements').first<{ n: number }>())
    ?.n

beforeEach(async () => {
  await clearLists()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the announcement on the inbox’s waiting-lists page', () => {
  it('shows the email as each address gets it before anything is sent, and brings the text back to change it', async () => {
    await seedList('technical', 3, 'review')
    const bindings = await announcing()
    const review = await staffPost('/inbox/waitlists/announce/technical', draft, bindings)
    expect(review.status).toBe(200)
    const words = visibleText(await review.text())
    expect(words).toContain('Send this to the Technical Offerings list?')
    expect(words).toContain('Dear reader, we are open.')
    expect(words).toContain(
      'Leave the list (your address is erased): https://lumen.test/unsubscribe/…',
    )
    expect(words).toContain('Send to 3 addresses')
    expect(await announcements()).toBe(0)

    const edit = await staffPost(
      '/inbox/waitlists/announce/technical',
      { ...draft, confirm: 'edit' },
      bindings,
    )
    const html = await edit.text()
    expect(attributeValues(html, 'input', 'value')).toContain(draft.subject)
    expect(html).toContain('Dear reader,\nwe are open.</textarea>')
    expect(await announcements()).toBe(0)
  })

  it('refuses an empty subject with the text kept', async () => {
    const bindings = await announcing()
    const refused = await staffPost(
      '/inbox/waitlists/announce/corporate',
      { subject: ' ', body: 'Kept text', confirm: 'send' },
      bindings,
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(visibleText(html)).toContain('The subject (up to 150 characters) and the text')
    expect(html).toContain('Kept text</textarea>')
    expect(await announcements()).toBe(0)
  })

  it('refuses a text of spaces and line breaks alone, the subject kept', async () => {
    const bindings = await announcing()
    const refused = await staffPost(
      '/inbox/waitlists/announce/corporate',
      { subject: 'Kept subject', body: ' \r\n\t\r\n ', confirm: 'send' },
      bindings,
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(visibleText(html)).toContain('The subject (up to 150 characters) and the text')
    expect(attributeValues(html, 'input', 'value')).toContain('Kept subject')
    expect(await announcements()).toBe(0)
  })

  it('shows how many were sent, are pending and failed', async () => {
    await seedList('technical', 3, 'counted')
    const firstTwoFail = flakyMailer(2)
    const bindings = await announcing(firstTwoFail)
    await sendAnnouncement('technical', bindings)
    const now = new Date(Date.now() + 1000)
    await runScheduledJob(bindings, now)
    const after = visibleText(await (await page(bindings)).text())
    expect(after).toContain('Technical Offerings are open')
    expect(after).toContain('Sent 1 Pending 2 Failed 0')

    // A day later the window has closed on the two that kept failing.
    const neverAccepts = flakyMailer(100)
    const dayLater = new Date(now.getTime() + 25 * 3_600_000)
    await runScheduledJob(await announcing(neverAccepts), dayLater)
    expect(visibleText(await (await page(bindings)).text())).toContain('Sent 1 Pending 0 Failed 2')
  })

  it('says why it is off, and sends nothing, while the settings are incomplete', async () => {
    await seedList('technical', 2, 'off')
    const bindings = await announcing(undefined, { SITE_ORIGIN: undefined })
    const words = visibleText(await (await page(bindings)).text())
    expect(words).toContain('Announcements are off until the settings are complete: SITE_ORIGIN')
    const posted = await sendAnnouncement('technical', bindings)
    expect(posted.status).toBe(303)
    expect(await announcements()).toBe(0)
  })

  it('lets mail to one person go before an announcement’s many', async () => {
    await seedList('technical', 40, 'crowd')
    const { mailer } = recordingMailer()
    const bindings = await announcing(mailer)
    await sendAnnouncement('technical', bindings)
    const now = new Date(Date.now() + 1000)
    const messageId = await storeWithoutAttempt(now, [])
    await env.DB.batch([queueOutbox(env.DB, { kind: 'confirmation', messageId }, now)])
    const confirmed: string[] = []
    await runScheduledJob(bindings, new Date(now.getTime() + 61_000), {
      senders: {
        confirmation: async (_env, item) => {
          confirmed.push(item.messageId ?? '')
        },
      },
    })
    expect(confirmed).toEqual([messageId])
  })
})
