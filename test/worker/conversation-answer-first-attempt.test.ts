import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerRows, minutesFromNow, staffChannels } from './answer-notify'
import { answer, conversation, onlyEntry } from './inbound-mail'
import { flakyMailer, runJob } from './outbox'

// The first attempt at the staff's notice of an answer runs after the answer is stored, like every
// first attempt (a contact message's, a confirmation's, a reply's): when it cannot even run, the
// worker's log says which one and why, and the scheduled job sends the notice later.
afterEach(() => {
  vi.restoreAllMocks()
})

/** The worker's D1 until the answer's batch is written; every statement after it fails. */
function goneAfterTheStore(): D1Database {
  let stored = false
  return {
    prepare: (sql: string) => {
      if (stored) throw new Error('D1_ERROR: the database went away')
      return env.DB.prepare(sql)
    },
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await env.DB.batch(statements)
      stored = true
      return results
    },
  } as unknown as D1Database
}

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
