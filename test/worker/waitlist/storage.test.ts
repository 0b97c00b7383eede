import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runScheduledJob } from '../../../src/server/scheduled'
import type { Bindings } from '../../../src/server/settings/env'
import { visibleText } from '../html'
import { confirming, joinWith, requestWith } from './confirmation-helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A D1 binding whose every write fails, as during an outage. */
const outage = () => Promise.reject(new Error('D1_ERROR: storage unavailable'))
const brokenDb = {
  prepare: () => ({ bind: () => ({ run: outage, all: outage }) }),
  batch: outage,
} as unknown as D1Database

/** The real database, except that claiming a first attempt fails. */
const claimFails = new Proxy(env.DB, {
  get(target, property) {
    if (property === 'prepare') {
      return (sql: string) =>
        sql.includes('SET attempts = 1')
          ? { bind: () => ({ all: () => Promise.reject(new Error('D1_ERROR: claim failed')) }) }
          : target.prepare(sql)
    }
    const value = Reflect.get(target, property)
    return typeof value === 'function' ? value.bind(target) : value
  },
})

const formPost = (bindings: Bindings, fields: Record<string, string>) =>
  requestWith(bindings, '/corporate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://lumen.test' },
    body: new URLSearchParams(fields).toString(),
  })

describe('a sign-up when storage fails', () => {
  it('answers 503 with a reason, never "pending", and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { accepted, bindings } = await confirming()
    const response = await joinWith(
      { ...bindings, DB: brokenDb },
      { offering: 'corporate', email: 'outage@example.com' },
    )
    expect(response.status).toBe(503)
    const answer = await response.text()
    expect(JSON.parse(answer)).toEqual({
      error: 'The sign-up could not be stored; please try again later',
    })
    expect(String(log.mock.calls[0]?.[0])).toBe('Storing a waiting-list sign-up failed:')
    expect(accepted).toEqual([])
  })

  it('renders the page again with the address kept, for a post made without JavaScript', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { bindings } = await confirming()
    const response = await formPost({ ...bindings, DB: brokenDb }, { email: 'kept@example.com' })
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(visibleText(html)).toContain('We could not save your address just now.')
    expect(html).toContain('value="kept@example.com"')
  })

  it('logs a first attempt that could not run, and leaves the mail to the scheduled job', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { accepted, bindings } = await confirming()
    const response = await joinWith(
      { ...bindings, DB: claimFails },
      { offering: 'technical', email: 'claimed-later@example.com' },
    )
    expect(response.status).toBe(202)
    expect(accepted).toEqual([])
    const id = await env.DB.prepare(
      "SELECT id FROM waitlist_signups WHERE email = 'claimed-later@example.com'",
    ).first<string>('id')
    expect(log.mock.calls.map(([first]) => String(first))).toContain(
      `First attempt at the confirmation of sign-up ${id} failed to run:`,
    )
    // The row's lease runs out after a minute; the job takes it then.
    await runScheduledJob(bindings, new Date(Date.now() + 2 * 60_000))
    expect(accepted.map((mail) => mail.to)).toEqual(['claimed-later@example.com'])
  })
})

describe('the largest sign-up there can be', () => {
  it('is taken, not refused as too large: the longest address and a honeypot of the widest characters', async () => {
    const { bindings } = await confirming()
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`
    expect(email).toHaveLength(254)
    const response = await formPost(bindings, { email, website: '語'.repeat(2000) })
    // A filled honeypot is a bot's: answered as a success and stored nowhere.
    expect(response.status).toBe(303)
  })
})
