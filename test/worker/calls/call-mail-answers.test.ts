// What the call's mails let the applicant do next: answer them (the answer joins the
// application's conversation, as an answer to any of the school's mails about it does), and,
// once the call is off, the step that is open to them: another time, unless they withdrew.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { applicationReplyAddress } from '../../../src/server/conversation/reply-token'
import { secret } from '../announcement/helpers'
import { hoursFromNow, mailing, pageToken, postCall, seedApplication, seedSlot } from './helpers'

beforeEach(async () => {
  await env.DB.exec('DELETE FROM call_bookings; DELETE FROM call_slots;')
})

describe('the call’s mails', () => {
  it('are answered to the application’s own reply address', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    await postCall(bindings, `/application/${token}/call/cancel`, { confirm: 'cancel' })
    const replyTo = await applicationReplyAddress(secret, id, 'lumen.test')
    expect(accepted.map((mail) => [mail.subject, mail.replyTo])).toEqual([
      ['Your call is booked · Lumen Code Academy', replyTo],
      ['Your call is cancelled · Lumen Code Academy', replyTo],
    ])
  })

  it('tell an applicant who withdrew that the call went with the application, not to book again', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    const withdrawn = await postCall(bindings, `/application/${token}/withdraw`, {
      withdraw: 'yes',
    })
    expect(withdrawn.status).toBe(200)
    const cancelled = accepted.at(-1)
    expect(cancelled?.subject).toBe('Your call is cancelled · Lumen Code Academy')
    expect(cancelled?.text).toContain('cancelled with the application you withdrew')
    expect(cancelled?.text).not.toContain('book another time')
    expect(cancelled?.text).toMatch(new RegExp(`/application/${token}\\n`))
    expect(cancelled?.text).not.toContain(`/application/${token}/call`)
  })
})
