// Retention's settings as the staff set them in the dashboard: a blank value is the
// default, a valid 0 is no error, and the log names the setting that could not be read.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyRetention } from '../../../src/server/contact/retention'
import { storeWithoutAttempt } from '../outbox/outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const now = new Date('2026-11-23T15:30:00.000Z')

async function stored(iso: string, spam = false) {
  const id = await storeWithoutAttempt(new Date(iso), ['email'])
  if (spam) {
    await env.DB.prepare("UPDATE contact_messages SET state = 'spam' WHERE id = ?").bind(id).run()
  }
  return id
}

const exists = async (id: string) =>
  (await env.DB.prepare('SELECT id FROM contact_messages WHERE id = ?').bind(id).first()) !== null

describe('a retention setting left blank', () => {
  it.each(['', '   '])('is the default: 365 days, and 30 for spam (%j)', async (blank) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const pastAYear = await stored('2025-11-01T00:00:00.000Z')
    const inTheYear = await stored('2026-01-01T00:00:00.000Z')
    const oldSpam = await stored('2026-10-01T00:00:00.000Z', true)
    const newSpam = await stored('2026-11-20T00:00:00.000Z', true)
    await applyRetention(env.DB, { RETENTION_DAYS: blank, SPAM_RETENTION_DAYS: blank }, now)
    expect(await exists(pastAYear)).toBe(false)
    expect(await exists(inTheYear)).toBe(true)
    expect(await exists(oldSpam)).toBe(false)
    expect(await exists(newSpam)).toBe(true)
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('the job’s log', () => {
  it('reports no error for SPAM_RETENTION_DAYS=0, which is a valid choice', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await applyRetention(env.DB, { RETENTION_DAYS: '3650', SPAM_RETENTION_DAYS: '0' }, now)
    expect(logged).not.toHaveBeenCalled()
  })

  it('names SPAM_RETENTION_DAYS when that is the setting it cannot read, and what it keeps', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const pastTenYears = await stored('2016-01-01T00:00:00.000Z')
    await applyRetention(env.DB, { RETENTION_DAYS: '3650', SPAM_RETENTION_DAYS: 'a month' }, now)
    expect(logged).toHaveBeenCalledWith(
      'SPAM_RETENTION_DAYS="a month" is not a whole number of days; spam is kept as long as other messages',
    )
    // The log does not say "nothing deleted": the other rule still runs.
    expect(await exists(pastTenYears)).toBe(false)
  })

  it('says nothing is deleted when RETENTION_DAYS is the setting it cannot read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await applyRetention(env.DB, { RETENTION_DAYS: '1 year', SPAM_RETENTION_DAYS: '30' }, now)
    expect(logged).toHaveBeenCalledWith(
      'RETENTION_DAYS="1 year" is not a whole number of days; nothing is deleted',
    )
  })
})
