import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessEnv, seedMessage, send, signToken } from '../inbox/helpers'
import { entriesOf as repliesOf, replyRowsOf } from '../inbox/message/reply-posts'
import { flakyMailer, runJob } from '../outbox/outbox'
import { answerRows, minutesFromNow, staffChannels } from './answer/answer-notify'
import { conversationOn as repliesOn, sentBy } from './conversation'
import { answer, conversation, onlyEntry } from './inbound-mail'

// A first attempt runs after the answer that stored its row (a reply's email, the staff's notice
// of a visitor's answer): when it cannot even run, the worker's log says which one and why, and
// the scheduled job sends it later.
afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * The worker's D1 until the batch that writes the answer or reply (an insert into the thread) has
 * run; every statement after it fails. Batches that only read before it run as usual.
 */
function goneAfterTheStore(): D1Database {
  let writing = false
  let stored = false
  return {
    prepare: (sql: string) => {
      if (stored) throw new Error('D1_ERROR: the database went away')
      writing ||= /INSERT (OR IGNORE )?INTO conversation_entries/.test(sql)
      return env.DB.prepare(sql)
    },
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await env.DB.batch(statements)
      stored = writing
      return results
    },
  } as unknown as D1Database
}

describe('the first attempt after a reply', () => {
  it('is logged with the reply it was for when it cannot run, and the cron sends the email', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = flakyMailer()
    const id = await seedMessage()
    const response = await send(
      `/inbox/${id}/reply`,
      {
        method: 'POST',
        headers: {
          'Cf-Access-Jwt-Assertion': await signToken(),
          Origin: 'https://lumen.test',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ reply: 'See you in January.', key: crypto.randomUUID() }),
      },
      { ...(await accessEnv(repliesOn(mailer))), DB: goneAfterTheStore() },
    )
    expect(response.status).toBe(303)
    const [entry] = (await repliesOf(id)) as unknown as [{ id: number }]
    expect(logged).toHaveBeenCalledWith(
      `First attempt at reply #${entry.id} failed to run:`,
      expect.objectContaining({ message: 'D1_ERROR: the database went away' }),
    )
    expect(await replyRowsOf(id)).toMatchObject([{ state: 'pending', attempts: 0 }])
    await runJob(repliesOn(mailer), minutesFromNow(2))
    expect(await replyRowsOf(id)).toMatchObject([{ state: 'delivered', attempts: 1 }])
    expect(sentBy(mailer)).toHaveLength(1)
  })
})

describe('the first attempt after an answer', () => {
  it('is logged with the answer it was for when it cannot run, and the cron sends the notice', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = flakyMailer()
    const to = await conversation()
    const settings = staffChannels(mailer)
    expect(
      await answer(to, 'See you on Tuesday.', { ...settings, DB: goneAfterTheStore() }),
    ).toEqual([])
    const entry = await onlyEntry(to.id)
    expect(logged).toHaveBeenCalledWith(
      `First attempt at the staff's notice of answer #${entry.id} failed to run:`,
      expect.objectContaining({ message: 'D1_ERROR: the database went away' }),
    )
    expect(await answerRows(to.id)).toEqual([
      { channel: 'email', state: 'pending', attempts: 0 },
      { channel: 'webhook', state: 'pending', attempts: 0 },
    ])
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'))
    await runJob(settings, minutesFromNow(2))
    expect(await answerRows(to.id)).toEqual([
      { channel: 'email', state: 'delivered', attempts: 1 },
      { channel: 'webhook', state: 'delivered', attempts: 1 },
    ])
  })
})
