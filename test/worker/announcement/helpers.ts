// Waiting-list announcements in worker tests: the settings that turn them on, lists of a chosen
// size, the staff's form posts, and the scheduled job run until nothing is left to send.
import { env } from 'cloudflare:test'
import type { OutboxOptions } from '../../../src/server/outbox/deliver'
import { runScheduledJob } from '../../../src/server/scheduled'
import type { Bindings } from '../../../src/server/settings/env'
import type { Offering } from '../../../src/shared/waitlist-fields'
import { accessEnv, send, signToken } from '../inbox/helpers'

export const secret = 'announcement-test-secret-0123456789abcdef'

/** Announcements on, through `mailer` (a flaky one unless given). */
export async function announcing(mailer: SendEmail = recordingMailer().mailer, extra: object = {}) {
  return (await accessEnv({
    CONTACT_EMAIL: mailer,
    SCHOOL_MAIL_FROM: 'hello@lumen.test',
    REPLY_TOKEN_SECRET: secret,
    SITE_ORIGIN: 'https://lumen.test',
    ...extra,
  })) as Bindings
}

/** `count` confirmed addresses on an offering's list, `<prefix><n>@example.com`. */
export async function seedList(offering: Offering, count: number, prefix: string) {
  await env.DB.prepare(
    `INSERT INTO waitlist_signups (id, offering, email, asked_at, confirmed_at)
     WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
     SELECT lower(printf('%s-%s-4%s-a%s-%s', hex(randomblob(4)), hex(randomblob(2)),
                   substr(hex(randomblob(2)), 2), substr(hex(randomblob(2)), 2), hex(randomblob(6)))),
            ?, ? || i || '@example.com', '2026-01-02T10:00:00.000Z', '2026-01-02T10:05:00.000Z'
     FROM seq`,
  )
    .bind(count, offering, prefix)
    .run()
}

/** A signed-in staff member's form post to the waiting lists, from this site unless told. */
export async function staffPost(
  path: string,
  fields: Record<string, string>,
  bindings: Bindings,
  headers: Record<string, string> = {},
) {
  return send(
    path,
    {
      method: 'POST',
      headers: {
        'Cf-Access-Jwt-Assertion': await signToken(),
        Origin: 'https://lumen.test',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    },
    bindings,
  )
}

export const draft = { subject: 'Technical Offerings are open', body: 'Dear reader,\nwe are open.' }

/** The announcement sent from the form (the confirm step's button). */
export const sendAnnouncement = (offering: Offering, bindings: Bindings, fields = draft) =>
  staffPost(`/inbox/waitlists/announce/${offering}`, { ...fields, confirm: 'send' }, bindings)

/** Runs the job once a minute from `start` until no announcement row is pending (or `max` runs). */
export async function drain(
  bindings: Bindings,
  start: Date,
  options: OutboxOptions = {},
  max = 200,
) {
  let now = start
  for (let run = 0; run < max; run++) {
    await runScheduledJob(bindings, now, options)
    const row = await env.DB.prepare(
      `SELECT MIN(next_attempt_at) AS due FROM outbox WHERE kind = 'announcement' AND state = 'pending'`,
    ).first<{ due: string | null }>()
    if (!row?.due) return run + 1
    now = new Date(Math.max(now.getTime() + 60_000, Date.parse(row.due)))
  }
  throw new Error(`still pending after ${max} runs`)
}

/** The addresses a mock binding accepted an email for, with how many times each. */
export function acceptedCounts(calls: { to?: unknown }[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { to } of calls) counts.set(String(to), (counts.get(String(to)) ?? 0) + 1)
  return counts
}

/**
 * A send_email binding that refuses every `failEvery`-th attempt (0: none) and keeps what it
 * accepted: the emails, in order.
 */
export function recordingMailer(failEvery = 0) {
  let attempts = 0
  const accepted: EmailMessageBuilder[] = []
  const mailer = {
    async send(message: EmailMessageBuilder) {
      attempts += 1
      if (failEvery > 0 && attempts % failEvery === 0) throw new Error('relay unavailable')
      accepted.push(message)
      return { messageId: `local-${attempts}` }
    },
  }
  return { mailer: mailer as unknown as SendEmail, accepted, attempts: () => attempts }
}

/** Empties the lists (and so every announcement's outbox rows) between tests of one file. */
export async function clearLists() {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM waitlist_announcements'),
    env.DB.prepare('DELETE FROM waitlist_signups'),
  ])
}
