import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyRetention, retentionCutoff } from '../../../src/server/contact/retention'
import { deliveryRows, runJob, storeWithoutAttempt } from '../outbox/outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const now = new Date('2026-11-23T15:30:00.000Z')

/** Stores a message received at `iso`, marked spam (as staff or the honeypot would) or not. */
async function receivedAt(iso: string, spam = false) {
  const id = await storeWithoutAttempt(new Date(iso), ['email'])
  if (spam) {
    await env.DB.prepare("UPDATE contact_messages SET state = 'spam' WHERE id = ?").bind(id).run()
  }
  return id
}

async function remaining(ids: string[]) {
  const { results } = await env.DB.prepare(
    'SELECT id FROM contact_messages WHERE id IN (SELECT value FROM json_each(?))',
  )
    .bind(JSON.stringify(ids))
    .all<{ id: string }>()
  return ids.filter((id) => results.some((row) => row.id === id))
}

describe('retention', () => {
  it('cuts at the start of a UTC day, whatever the hour the job runs', () => {
    expect(retentionCutoff(now, 365)).toBe('2025-11-23T00:00:00.000Z')
    expect(retentionCutoff(new Date('2026-11-23T00:00:00.000Z'), 30)).toBe(
      '2026-10-24T00:00:00.000Z',
    )
  })

  it('deletes exactly the messages past their limit, and what hangs on them', async () => {
    const old = await receivedAt('2025-11-22T23:59:59.999Z') // 366th day: gone
    const oldest = await receivedAt('2024-01-01T00:00:00.000Z')
    const edge = await receivedAt('2025-11-23T00:00:00.000Z') // its 365th day: kept today
    const recent = await receivedAt('2026-11-20T08:00:00.000Z')
    const oldSpam = await receivedAt('2026-10-23T23:59:59.999Z', true) // 31 days: gone
    const edgeSpam = await receivedAt('2026-10-24T00:00:00.000Z', true) // 30 days: kept
    const all = [old, oldest, edge, recent, oldSpam, edgeSpam]

    const deleted = await applyRetention(env.DB, {}, now)
    expect(deleted).toBe(3)
    expect(await remaining(all)).toEqual([edge, recent, edgeSpam])
    expect(await deliveryRows(old)).toEqual([])
    expect(await deliveryRows(oldSpam)).toEqual([])
    expect(await deliveryRows(edge)).toHaveLength(1)

    // The next day, the edge cases go too.
    await applyRetention(env.DB, {}, new Date('2026-11-24T00:00:00.000Z'))
    expect(await remaining(all)).toEqual([recent])
  })

  it('takes the inbox’s history and search entries with a message it deletes', async () => {
    const old = await receivedAt('2024-06-01T00:00:00.000Z')
    await env.DB.prepare("UPDATE contact_messages SET message = 'retentionword' WHERE id = ?")
      .bind(old)
      .run()
    await env.DB.prepare(
      "INSERT INTO contact_message_states (message_id, state, changed_by) VALUES (?, 'handled', 'staff@lumen.test')",
    )
      .bind(old)
      .run()
    const found = () =>
      env.DB.prepare(
        "SELECT COUNT(*) AS n FROM contact_messages_fts WHERE contact_messages_fts MATCH 'retentionword'",
      ).first('n')
    expect(await found()).toBe(1)
    await applyRetention(env.DB, {}, now)
    expect(await found()).toBe(0)
    const history = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM contact_message_states WHERE message_id = ?',
    )
      .bind(old)
      .first('n')
    expect(history).toBe(0)
  })

  it('follows RETENTION_DAYS and SPAM_RETENTION_DAYS', async () => {
    const pastTwoDays = await receivedAt('2026-11-20T23:59:59.999Z')
    const twoDays = await receivedAt('2026-11-21T00:00:00.000Z')
    const spamPastOneDay = await receivedAt('2026-11-21T23:59:59.999Z', true)
    const spamOneDay = await receivedAt('2026-11-22T00:00:00.000Z', true)
    await applyRetention(env.DB, { RETENTION_DAYS: '2', SPAM_RETENTION_DAYS: '1' }, now)
    expect(await remaining([pastTwoDays, twoDays, spamPastOneDay, spamOneDay])).toEqual([
      twoDays,
      spamOneDay,
    ])
  })

  it('keeps everything, spam included, with RETENTION_DAYS=0', async () => {
    const ancient = await receivedAt('2001-01-01T00:00:00.000Z')
    const ancientSpam = await receivedAt('2001-01-01T00:00:00.000Z', true)
    expect(await applyRetention(env.DB, { RETENTION_DAYS: '0' }, now)).toBe(0)
    expect(await remaining([ancient, ancientSpam])).toEqual([ancient, ancientSpam])
  })

  it('keeps spam as long as any message with SPAM_RETENTION_DAYS=0', async () => {
    const spam = await receivedAt('2026-01-01T00:00:00.000Z', true)
    await applyRetention(env.DB, { RETENTION_DAYS: '3650', SPAM_RETENTION_DAYS: '0' }, now)
    expect(await remaining([spam])).toEqual([spam])
  })

  it('deletes nothing when a setting cannot be read, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ancient = await receivedAt('2002-01-01T00:00:00.000Z', true)
    for (const RETENTION_DAYS of ['30 days', '-1', '1.5']) {
      expect(await applyRetention(env.DB, { RETENTION_DAYS }, now)).toBe(0)
    }
    await applyRetention(env.DB, { RETENTION_DAYS: '100000', SPAM_RETENTION_DAYS: 'x' }, now)
    expect(await remaining([ancient])).toEqual([ancient])
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('RETENTION_DAYS="30 days"'))
  })

  it('runs as part of the scheduled job', async () => {
    const old = await receivedAt('2020-06-01T00:00:00.000Z')
    const { deleted } = await runJob({}, now)
    expect(deleted).toBeGreaterThanOrEqual(1)
    expect(await remaining([old])).toEqual([])
  })
})
