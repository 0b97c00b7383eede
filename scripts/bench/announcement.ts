// An announcement to a long waiting list: 5,000 addresses, a sending binding that fails one
// attempt in three (announcement-mail.ts), the scheduled job run again and again until nothing is
// pending. Every address must get the email exactly once, none lost, none failed. Staff send it
// with a double click (two posts at once), as the inbox's form would. Meanwhile visitors keep
// using the contact form: its throughput while the announcement goes out, against its throughput
// alone a moment before, in the same run on the same worker.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { d1File, startBuiltWorker } from '../built-worker.ts'
import { sendContactMessages } from '../contact-load.ts'
import { makeLocalAccess, signLocalToken } from '../inbox-local.ts'
import { flakyMailService, startMailReceiver } from './announcement-mail.ts'

export type AnnouncementRow = {
  addresses: number
  /** Addresses the receiver accepted the email for, and how many of them got it more than once. */
  reached: number
  duplicates: number
  lost: number
  /** Outbox rows by state at the end. */
  delivered: number
  failed: number
  pending: number
  attempts: number
  refused: number
  withoutUnsubscribe: number
  jobRuns: number
  drainSeconds: number
  simulatedHours: number
  /** Contact messages a second: alone, then while the announcement went out. */
  contactAlone: number
  contactDuring: number
  contactMessages: number
  /** Whether the announcement was still going out when the contact load ended. */
  overlapped: boolean
}

const subject = 'Technical Offerings are open'

/** The site's own compatibility date, for the stand-in binding's worker beside it. */
const builtCompatibilityDate = () =>
  (JSON.parse(readFileSync('dist/ssr/wrangler.json', 'utf8')) as { compatibility_date: string })
    .compatibility_date

function readOutbox(stateDir: string) {
  for (let tries = 0; ; tries++) {
    try {
      const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
      const rows = db
        .prepare(
          `SELECT state, COUNT(*) AS n FROM outbox WHERE kind = 'announcement' GROUP BY state`,
        )
        .all() as { state: string; n: number }[]
      const { due } = db
        .prepare(
          `SELECT MIN(next_attempt_at) AS due FROM outbox WHERE kind = 'announcement' AND state = 'pending'`,
        )
        .get() as { due: string | null }
      db.close()
      const states = Object.fromEntries(rows.map(({ state, n }) => [state, n]))
      return { states, nextDue: due ? Date.parse(due) : null }
    } catch (error) {
      if (tries > 20) throw error
    }
  }
}

/** Contact messages a second over one load of `count`, 20 connections. */
async function contactRate(baseURL: string, stateDir: string, count: number) {
  const started = performance.now()
  const load = await sendContactMessages({ baseURL, count, concurrency: 20, stateDir })
  const seconds = (performance.now() - started) / 1000
  const accepted = Object.entries(load.statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0)
  if (accepted !== count) throw new Error(`contact load: ${JSON.stringify(load.statuses)}`)
  return count / seconds
}

export async function measureAnnouncement(
  addresses: number,
  contactMessages: number,
): Promise<AnnouncementRow> {
  const receiver = await startMailReceiver(subject, 3)
  const access = await makeLocalAccess()
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-announcement-'))
  const worker = await startBuiltWorker({
    stateDir,
    vars: {
      ...access.vars,
      SCHOOL_MAIL_FROM: 'hello@lumen.bench',
      REPLY_TOKEN_SECRET: 'bench-secret-0123456789abcdef0123456789',
      SITE_ORIGIN: 'https://lumen.bench',
    },
    services: flakyMailService(receiver.url, builtCompatibilityDate()),
  })
  try {
    const baseURL = worker.url.origin
    const db = await worker.miniflare.getD1Database('DB')
    await db
      .prepare(
        `INSERT INTO waitlist_signups (id, offering, email, asked_at, confirmed_at)
         WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
         SELECT lower(printf('%s-%s-4%s-a%s-%s', hex(randomblob(4)), hex(randomblob(2)),
                  substr(hex(randomblob(2)), 2), substr(hex(randomblob(2)), 2), hex(randomblob(6)))),
                'technical', 'waiting' || i || '@example.com',
                strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         FROM seq`,
      )
      .bind(addresses)
      .run()

    const contactAlone = await contactRate(baseURL, stateDir, contactMessages)

    // A double click: the same announcement posted twice at once.
    const token = await signLocalToken(access.privateJwk, 'bench@lumen.example')
    const post = () =>
      fetch(new URL('/inbox/waitlists/announce/technical', baseURL), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Cf-Access-Jwt-Assertion': token,
          Origin: baseURL,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ subject, body: 'We are open.', confirm: 'send' }),
      })
    const posts = await Promise.all([post(), post()])
    if (posts.some((answer) => answer.status !== 303)) {
      throw new Error(`announcing answered ${posts.map((answer) => answer.status)}`)
    }

    // The job on its own clock, as in the notifications bench: once a minute, idle minutes skipped.
    const minute = 60_000
    const drainStarted = performance.now()
    const clockStarted = Date.now()
    let clock = Math.ceil(clockStarted / minute) * minute - minute
    let jobRuns = 0
    let draining = true
    const drain = (async () => {
      let outbox = readOutbox(stateDir)
      while (outbox.nextDue !== null && jobRuns < 100_000) {
        clock = Math.max(clock + minute, Math.ceil(outbox.nextDue / minute) * minute)
        const answer = await fetch(new URL(`/cdn-cgi/handler/scheduled?time=${clock}`, baseURL))
        if (!answer.ok) throw new Error(`the scheduled job failed: ${await answer.text()}`)
        jobRuns += 1
        outbox = readOutbox(stateDir)
      }
      draining = false
      return outbox
    })()
    const contactDuring = await contactRate(baseURL, stateDir, contactMessages)
    const overlapped = draining
    const { states } = await drain
    const drainSeconds = (performance.now() - drainStarted) / 1000

    const counts = [...receiver.counts.accepted.values()]
    return {
      addresses,
      reached: counts.length,
      duplicates: counts.filter((n) => n > 1).length,
      lost: addresses - counts.length,
      delivered: states.delivered ?? 0,
      failed: states.failed ?? 0,
      pending: states.pending ?? 0,
      attempts: receiver.counts.attempts,
      refused: receiver.counts.refused,
      withoutUnsubscribe: receiver.counts.withoutUnsubscribe,
      jobRuns,
      drainSeconds,
      simulatedHours: (clock - clockStarted) / 3_600_000,
      contactAlone,
      contactDuring,
      contactMessages,
      overlapped,
    }
  } finally {
    await worker.dispose()
    receiver.server.close()
    rmSync(stateDir, { recursive: true, force: true })
  }
}
