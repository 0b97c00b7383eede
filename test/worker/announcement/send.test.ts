import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { signupOfToken } from '../../../src/server/announcement/unsubscribe-token'
import { runScheduledJob } from '../../../src/server/scheduled'
import {
  acceptedCounts,
  announcing,
  clearLists,
  draft,
  drain,
  recordingMailer,
  secret,
  seedList,
  sendAnnouncement,
  staffPost,
} from './helpers'

/** Just after now: the form queues its rows at the real time, due at once, for 24 hours. */
let start: Date

const announcementRows = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_announcements').first<{ n: number }>())
    ?.n

const outboxRows = async () =>
  (
    await env.DB.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'announcement'`).first<{
      n: number
    }>()
  )?.n

beforeEach(async () => {
  await clearLists()
  start = new Date(Date.now() + 1000)
})

describe('an announcement to a waiting list', () => {
  it('goes to each address once when it is sent twice (a double click, a retried request)', async () => {
    await seedList('technical', 30, 'twice')
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer)
    const [first, second] = await Promise.all([
      sendAnnouncement('technical', bindings),
      sendAnnouncement('technical', bindings, { ...draft, subject: 'A second subject' }),
    ])
    const third = await sendAnnouncement('technical', bindings)
    expect([first.status, second.status, third.status]).toEqual([303, 303, 303])
    expect(await announcementRows()).toBe(1)
    expect(await outboxRows()).toBe(30)

    await drain(bindings, start)
    const counts = acceptedCounts(accepted)
    expect(counts.size).toBe(30)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
    expect(new Set(accepted.map((mail) => mail.subject)).size).toBe(1)
  })

  it('never sends an address twice when runs are retried or overlap, with a binding failing one attempt in three', async () => {
    await seedList('technical', 80, 'retried')
    const { mailer, accepted, attempts } = recordingMailer(3)
    const bindings = await announcing(mailer)
    await sendAnnouncement('technical', bindings)
    // The same minute's run delivered twice (a retried invocation), then two runs at once.
    await runScheduledJob(bindings, start)
    await runScheduledJob(bindings, start)
    const next = new Date(start.getTime() + 60_000)
    await Promise.all([runScheduledJob(bindings, next), runScheduledJob(bindings, next)])
    await drain(bindings, new Date(next.getTime() + 60_000))

    const counts = acceptedCounts(accepted)
    expect(counts.size).toBe(80)
    expect([...counts.values()].filter((n) => n > 1)).toEqual([])
    expect(attempts()).toBeGreaterThan(80) // failures happened, and were retried
    const states = await env.DB.prepare(
      `SELECT state, COUNT(*) AS n FROM outbox WHERE kind = 'announcement' GROUP BY state`,
    ).all<{ state: string; n: number }>()
    expect(states.results).toEqual([{ state: 'delivered', n: 80 }])
  })

  it('carries List-Unsubscribe (a signed https link to this address’s sign-up) and one-click POST on every email', async () => {
    await seedList('corporate', 5, 'headers')
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer)
    await sendAnnouncement('corporate', bindings, {
      subject: 'Corporate Offerings are open',
      body: 'Hello.\nWe are open.',
    })
    await drain(bindings, start)
    expect(accepted).toHaveLength(5)
    const ids = await env.DB.prepare('SELECT id, email FROM waitlist_signups').all<{
      id: string
      email: string
    }>()
    const idOf = new Map(ids.results.map((row) => [row.email, row.id]))
    for (const mail of accepted) {
      expect(mail.from).toEqual({ name: 'Lumen Code Academy', email: 'hello@lumen.test' })
      expect(mail.subject).toBe('Corporate Offerings are open')
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      const link = /^<(https:\/\/lumen\.test\/unsubscribe\/([0-9a-z]+))>$/.exec(
        mail.headers?.['List-Unsubscribe'] ?? '',
      )
      expect(link).not.toBeNull()
      const [, url, token] = link as unknown as [string, string, string]
      expect(await signupOfToken(secret, token)).toEqual({
        offering: 'corporate',
        signupId: idOf.get(String(mail.to)),
      })
      // The text is the staff's, then why it came and the same link.
      expect(mail.text).toMatch(/^Hello\.\nWe are open\.\n\n/)
      expect(mail.text).toContain(url)
    }
  })

  it('keeps a subject typed with Unicode line separators on one line, each run of them one space', async () => {
    await seedList('corporate', 1, 'separators')
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer)
    await sendAnnouncement('corporate', bindings, {
      subject: 'Corporate Offerings\u2028\u2029are\u2028open',
      body: 'Hello.',
    })
    await drain(bindings, start)
    expect(accepted.map((mail) => mail.subject)).toEqual(['Corporate Offerings are open'])
  })

  it('reaches an address that joins after it went out, once, so the form’s promise holds', async () => {
    await seedList('technical', 3, 'early')
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer)
    await sendAnnouncement('technical', bindings)
    await drain(bindings, start)
    await seedList('technical', 2, 'late')
    const later = new Date(start.getTime() + 3_600_000)
    await drain(bindings, later)
    await drain(bindings, new Date(later.getTime() + 3_600_000))
    const counts = acceptedCounts(accepted)
    expect(counts.get('late1@example.com')).toBe(1)
    expect(counts.get('late2@example.com')).toBe(1)
    expect(counts.size).toBe(5)
  })

  it('is written by nobody but signed-in staff from the inbox itself', async () => {
    await seedList('technical', 2, 'guarded')
    const bindings = await announcing()
    const crossSite = await staffPost(
      '/inbox/waitlists/announce/technical',
      { ...draft, confirm: 'send' },
      bindings,
      { Origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    const noOrigin = await staffPost(
      '/inbox/waitlists/announce/technical',
      { ...draft, confirm: 'send' },
      bindings,
      { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
    )
    expect(noOrigin.status).toBe(403)
    const { send } = await import('../inbox/helpers')
    const anonymous = await send(
      '/inbox/waitlists/announce/technical',
      {
        method: 'POST',
        headers: {
          Origin: 'https://lumen.test',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ ...draft, confirm: 'send' }).toString(),
      },
      bindings,
    )
    expect(anonymous.status).toBe(401)
    const forged = await staffPost(
      '/inbox/waitlists/announce/technical',
      { ...draft, confirm: 'send' },
      bindings,
      { 'Cf-Access-Jwt-Assertion': 'not.a.token' },
    )
    expect(forged.status).toBe(403)
    expect(await announcementRows()).toBe(0)
    expect(await outboxRows()).toBe(0)
  })
})
