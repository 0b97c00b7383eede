import { afterEach, describe, expect, it, vi } from 'vitest'
import { confirmationCeiling } from '../../../src/server/unasked-mail/ceiling'
import { sendWith, valid } from '../contact/send'
import { conversationOn, sentBy } from '../conversation/conversation'
import { flakyMailer } from '../outbox/outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CONFIRMATION_MAILS_PER_HOUR, as whoever deploys it sets it', () => {
  it('reads a whole number of mails, 300 when unset, and says so in the log when it cannot', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(confirmationCeiling(undefined)).toBe(300)
    expect(confirmationCeiling('')).toBe(300)
    expect(confirmationCeiling('  ')).toBe(300)
    expect(confirmationCeiling('120')).toBe(120)
    expect(confirmationCeiling(' 40 ')).toBe(40)
    expect(confirmationCeiling('0')).toBe(0)
    expect(log).not.toHaveBeenCalled()
    for (const unreadable of ['-5', '1.5', 'lots', '300/h']) {
      expect(confirmationCeiling(unreadable), unreadable).toBe(300)
    }
    expect(log).toHaveBeenCalledTimes(4)
    expect(String(log.mock.calls[2]?.[0])).toBe(
      'CONFIRMATION_MAILS_PER_HOUR="lots" is not a whole number of mails; the default, 300 an hour, applies',
    )
  })

  it('sends no confirmation at all while it is 0, and still stores the message', async () => {
    const mailer = flakyMailer()
    const settings = { ...conversationOn(mailer), CONFIRMATION_MAILS_PER_HOUR: '0' }
    const response = await sendWith(settings, { ...valid, email: 'zero@example.com' })
    expect(response.status).toBe(201)
    expect(sentBy(mailer)).toEqual([])
  })
})
