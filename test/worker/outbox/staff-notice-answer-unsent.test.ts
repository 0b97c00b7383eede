// What the outbox records when an answer's notice cannot be sent: the answer gone, notifications
// not configured, a setting missing; nothing sent, the reason on the delivery's row.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendAnswerNotice } from '../../../src/server/conversation/answer-notify'
import { emailTo, flakyMailer } from './outbox'
import { answerItem, storedAnswer, withDb } from './staff-notice-fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an answer’s notice the outbox cannot send', () => {
  it('names the answer that is gone (one without an entry reads none, never another)', async () => {
    const mailer = flakyMailer()
    await storedAnswer() // entry 1, or the next: no row without an entry may reach it
    await expect(
      sendAnswerNotice(withDb(emailTo(mailer)), answerItem(null, 'email')),
    ).rejects.toThrow('answer #-1 is gone')
    await expect(
      sendAnswerNotice(withDb(emailTo(mailer)), answerItem(2 ** 31, 'email')),
    ).rejects.toThrow(`answer #${2 ** 31} is gone`)
    expect(mailer.send).not.toHaveBeenCalled()
  })

  it('says notifications are not configured when the mail channel is off', async () => {
    const entryId = await storedAnswer()
    await expect(sendAnswerNotice(withDb({}), answerItem(entryId, 'email'))).rejects.toThrow(
      'email notifications are not configured',
    )
  })

  it('says which setting is missing, and sends nothing', async () => {
    const entryId = await storedAnswer()
    const mailer = flakyMailer()
    const incomplete = { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' }
    await expect(
      sendAnswerNotice(withDb(incomplete), answerItem(entryId, 'email')),
    ).rejects.toThrow(/^CONTACT_NOTIFY_FROM is not set/)
    expect(mailer.send).not.toHaveBeenCalled()
  })
})
