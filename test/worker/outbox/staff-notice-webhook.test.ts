// An answer's notice by webhook tells the receiver which attempt it is (Lumen-Delivery-Attempt).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendAnswerNotice } from '../../../src/server/conversation/answer-notify'
import { webhookReceiver } from '../conversation/answer/answer-notify'
import { answerItem, storedAnswer, withDb } from './staff-notice-fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an answer’s notice by webhook', () => {
  it('tells the receiver which attempt it is', async () => {
    const entryId = await storedAnswer()
    const receiver = webhookReceiver()
    await sendAnswerNotice(
      withDb({ CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/answers' }),
      answerItem(entryId, 'webhook', 3),
    )
    expect(receiver.accepted.map(({ headers }) => headers.get('Lumen-Delivery-Attempt'))).toEqual([
      '3',
    ])
  })
})
