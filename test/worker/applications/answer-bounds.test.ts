// The bounds an applicant's answers share with a visitor's: a mail over the size limit is refused
// before it is read, and a conversation keeps so many answers, refusing (and counting) the rest.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { conversationFull, maxAnswers } from '../../../src/server/conversation/answer-ceiling'
import { maxAnswerBytes, rejections } from '../../../src/server/conversation/receive-answer'
import { deliverMail } from '../conversation/inbound-mail'
import { answerApplication, answersOf, replyAddressOf } from './answer-mail'
import { mailOn, seedApplication } from './conversation'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('how much an application’s conversation takes', () => {
  it(`refuses a mail over ${maxAnswerBytes} bytes, stored nowhere`, async () => {
    const application = await seedApplication()
    const to = await replyAddressOf(application.id)
    const raw = `From: ${application.email}\r\nTo: ${to}\r\n\r\n${'x'.repeat(maxAnswerBytes)}`
    expect(await deliverMail(raw, { from: application.email, to }, mailOn())).toEqual([
      rejections.tooLarge,
    ])
    expect(await answersOf(application.id)).toEqual([])
  })

  it(`keeps ${maxAnswers} answers, then refuses the next and counts it`, async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const application = await seedApplication()
    await env.DB.prepare(
      `INSERT INTO application_entries (application_id, kind, body, author, dedupe_key)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       SELECT ?1, 'answer', 'Earlier answer ' || i, 'a@example.com', 'seed:' || ?1 || ':' || i
       FROM n`,
    )
      .bind(application.id, maxAnswers)
      .run()
    expect(await answerApplication(application, 'One more.')).toEqual([conversationFull])
    expect(await answersOf(application.id)).toHaveLength(maxAnswers)
    const counted = await env.DB.prepare(
      'SELECT answers_refused, answer_refused_at FROM applications WHERE id = ?',
    )
      .bind(application.id)
      .first<{ answers_refused: number; answer_refused_at: string | null }>()
    expect(counted?.answers_refused).toBe(1)
    expect(counted?.answer_refused_at).not.toBeNull()
  })
})
