// The site-wide ceiling on confirmation mails under a burst: posts from rotating IPv6 /64s (which
// the per-visitor rate limit counts apart), each with an address of its own, so only the ceiling
// stands between the burst and one mail per post. Counts what a mail relay stand-in accepted and
// what D1 kept, and times the posts before and past the ceiling on the same worker, in one run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { conversationMailContent } from '../../src/server/content/conversation.ts'
import { d1File, startBuiltWorker } from '../built-worker.ts'
import { flakyMailService, startMailReceiver } from './announcement-mail.ts'

export type CeilingRow = {
  ceiling: number
  posts: number
  /** Answers 2xx, and messages stored. */
  accepted: number
  stored: number
  /** Confirmations the relay accepted; what the bookkeeping says was sent and held back. */
  mailed: number
  sent: number
  held: number
  /** Posts a second before the ceiling was reached, and past it. */
  underRate: number
  pastRate: number
  /** Runs of the scheduled job until no confirmation was left pending. */
  jobRuns: number
}

const run = `burst-${Date.now()}`
/** The n-th visitor: a /64 of its own in 2001:db8::/32 (documentation space). */
const visitorOf = (n: number) =>
  `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`

/** Posts messages `from`…`to - 1` at 20 connections; resolves with the 2xx count and the rate. */
async function burst(baseURL: string, from: number, to: number) {
  let next = from
  let accepted = 0
  const started = performance.now()
  async function sender() {
    while (next < to) {
      const n = next++
      const response = await fetch(new URL('/api/contact/send', baseURL), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': visitorOf(n) },
        body: JSON.stringify({ name: 'Burst', email: `${run}-${n}@example.net`, message: 'Hi' }),
      })
      await response.arrayBuffer()
      if (response.ok) accepted += 1
    }
  }
  await Promise.all(Array.from({ length: 20 }, sender))
  return { accepted, rate: (to - from) / ((performance.now() - started) / 1000) }
}

/** When the next pending confirmation is due (ms), or null when none is left. */
function nextDue(stateDir: string): number | null {
  for (let tries = 0; ; tries++) {
    try {
      const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
      const { due } = db
        .prepare(
          "SELECT MIN(next_attempt_at) AS due FROM outbox WHERE kind = 'confirmation' AND state = 'pending'",
        )
        .get() as { due: string | null }
      db.close()
      return due ? Date.parse(due) : null
    } catch (error) {
      if (tries > 20) throw error
    }
  }
}

/** Runs the scheduled job, a minute later each run (idle minutes skipped), until nothing is due. */
async function drain(baseURL: string, stateDir: string) {
  const minute = 60_000
  let clock = Date.now()
  let runs = 0
  for (let due = nextDue(stateDir); due !== null && runs < 1000; due = nextDue(stateDir)) {
    clock = Math.max(clock + minute, Math.ceil(due / minute) * minute)
    const answer = await fetch(new URL(`/cdn-cgi/handler/scheduled?time=${clock}`, baseURL))
    if (!answer.ok) throw new Error(`the scheduled job failed: ${await answer.text()}`)
    runs += 1
  }
  return runs
}

const compatibilityDate = () =>
  (JSON.parse(readFileSync('dist/ssr/wrangler.json', 'utf8')) as { compatibility_date: string })
    .compatibility_date

export async function measureCeiling(ceiling: number, posts: number): Promise<CeilingRow> {
  const subject = conversationMailContent.confirmation.subject
  const receiver = await startMailReceiver(subject, Number.MAX_SAFE_INTEGER)
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-ceiling-'))
  const worker = await startBuiltWorker({
    stateDir,
    vars: {
      SCHOOL_MAIL_FROM: 'hello@lumen.bench',
      REPLY_TOKEN_SECRET: 'bench-secret-0123456789abcdef0123456789',
      CONFIRMATION_MAILS_PER_HOUR: String(ceiling),
    },
    services: flakyMailService(receiver.url, compatibilityDate()),
  })
  try {
    const baseURL = worker.url.origin
    const under = await burst(baseURL, 0, ceiling)
    const past = await burst(baseURL, ceiling, posts)
    // First attempts run after each answer; the job, on a clock a minute a run, retries the rest.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const jobRuns = await drain(baseURL, stateDir)
    const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
    const stored = db
      .prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE ?')
      .get(`${run}-%`) as { n: number }
    const minutes = db
      .prepare('SELECT SUM(sent) AS sent, SUM(held) AS held FROM unasked_mail_minutes')
      .get() as { sent: number; held: number }
    db.close()
    return {
      ceiling,
      posts,
      accepted: under.accepted + past.accepted,
      stored: stored.n,
      mailed: [...receiver.counts.accepted.values()].reduce((sum, n) => sum + n, 0),
      sent: minutes.sent,
      held: minutes.held,
      underRate: under.rate,
      pastRate: past.rate,
      jobRuns,
    }
  } finally {
    await worker.dispose()
    receiver.server.close()
    rmSync(stateDir, { recursive: true, force: true })
  }
}
