// One mail must not hold the worker: every pass over an answer's text is linear, and the text is
// cut to its size before any of them (docs/conversation.md "The visitor's answers come back"). The bound is
// generous on purpose (a busy two-core machine, a cold isolate): these mails took seconds to
// minutes when a pass was quadratic, and take milliseconds now (npm run bench, "Answers at the
// size limit", has the figures).
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { conversation, deliverMail, entriesOf, rawMail } from '../inbound-mail'

/** Seconds, not milliseconds: a bound against pathological cost, never a speed target. */
const boundMs = 2500

/** A clock that moves: workerd's advances only across I/O, so it reads the database first. */
async function now() {
  await env.DB.prepare('SELECT 1').first()
  return Date.now()
}

/** Delivers one mail to a fresh conversation; resolves with the time taken and what was stored. */
async function timed(headers: Record<string, string>, body: string) {
  const to = await conversation()
  const raw = rawMail({ From: to.email, To: to.replyTo, ...headers }, body)
  const started = await now()
  const refusals = await deliverMail(raw, { from: to.email, to: to.replyTo })
  const ms = (await now()) - started
  return { ms, refusals, entries: await entriesOf(to.id) }
}

describe('the cost of one answer', () => {
  it('stays bounded on a line of 100,000 spaces in plain text', async () => {
    const { ms, entries } = await timed({}, `a${' '.repeat(100_000)}x`)
    expect(entries).toHaveLength(1)
    expect(ms).toBeLessThan(boundMs)
  })

  it('stays bounded on the same spaces in quoted-printable lines of 76 characters', async () => {
    // A soft line break (=) every 75 spaces: legal over SMTP, one line once decoded.
    const body = `a${`${' '.repeat(75)}=\n`.repeat(820)}x`
    const { ms, entries } = await timed({ 'Content-Transfer-Encoding': 'quoted-printable' }, body)
    expect(entries).toHaveLength(1)
    expect(ms).toBeLessThan(boundMs)
  })

  it('stays bounded on 20,000 lines of ">" and a last line', async () => {
    const { ms, entries } = await timed({}, `${'>\n'.repeat(20_000)}x`)
    expect(entries).toHaveLength(1)
    expect(ms).toBeLessThan(boundMs)
  })

  it('stays bounded on an HTML-only answer of "<hr " 60,000 times', async () => {
    const { ms, refusals } = await timed(
      { 'Content-Type': 'text/html; charset=utf-8' },
      '<hr '.repeat(60_000),
    )
    expect(refusals).toEqual([])
    expect(ms).toBeLessThan(boundMs)
  })
})
