// The bounds an applicant's answers share with a visitor's: a mail over the size limit is refused
// before it is read, and a conversation keeps so many answers, refusing (and counting) the rest.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeApplicationAnswer } from '../../../src/server/applications/mail/answer-store'
import { conversationFull, maxAnswers } from '../../../src/server/conversation/answer-ceiling'
import { maxAnswerBytes, rejections } from '../../../src/server/conversation/receive-answer'
import { deliverMail } from '../conversation/inbound-mail'
import { answerApplication, answersOf, replyAddressOf } from './answer-mail'
import { mailOn, seedApplication } from './conversation'

afterEach(() => {
  vi.restoreAllMocks()
})

/** `count` earlier answers in the application's conversation, as stored ones. */
const seedAnswers = (applicationId: string, count: number) =>
  env.DB.prepare(
    `INSERT INTO application_entries (application_id, kind, body, author, dedupe_key)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     SELECT ?1, 'answer', 'Earlier answer ' || i, 'a@example.com', 'seed:' || ?1 || ':' || i
     FROM n`,
  )
    .bind(applicationId, count)
    .run()

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
    await seedAnswers(application.id, maxAnswers)
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

  it('stays silent at the ceiling for the last answer delivered again', async () => {
    const application = await seedApplication()
    await seedAnswers(application.id, maxAnswers - 1)
    const headers = { 'Message-ID': '<last-place@mail.example>' }
    expect(await answerApplication(application, 'The last one.', { headers })).toEqual([])
    // Its sender's server did not hear it was taken, and sends it again: no refusal, no count.
    expect(await answerApplication(application, 'The last one.', { headers })).toEqual([])
    expect(await answersOf(application.id)).toHaveLength(maxAnswers)
    const counted = await env.DB.prepare('SELECT answers_refused FROM applications WHERE id = ?')
      .bind(application.id)
      .first<{ answers_refused: number }>()
    expect(counted?.answers_refused).toBe(0)
  })

  it('holds when two answers race past the check for the last place', async () => {
    const application = await seedApplication()
    await seedAnswers(application.id, maxAnswers - 1)
    const raced = (key: string) =>
      storeApplicationAnswer(
        env.DB,
        {
          applicationId: application.id,
          subject: 'Re: last place',
          body: `Raced ${key}.`,
          quotedHistory: [],
          author: application.email,
          senderMismatch: false,
          attachmentNames: [],
          dedupeKey: `application-answer:${application.id}:${key}`,
        },
        [],
        new Date(),
      )
    const outcomes = await Promise.allSettled([raced('a'), raced('b')])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    // The loser throws, so its mail is retried by the sender's server, then refused as full.
    const lost = outcomes.find((outcome) => outcome.status === 'rejected')
    expect(String((lost as PromiseRejectedResult).reason)).toBe('Error: the answer was not stored')
    const won = outcomes.find((outcome) => outcome.status === 'fulfilled')
    const answers = await answersOf(application.id)
    expect(answers).toHaveLength(maxAnswers)
    expect((won as PromiseFulfilledResult<number>).value).toBe(answers.at(-1)?.id)
  })
})
