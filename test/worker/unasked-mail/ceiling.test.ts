import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import { storeContactMessage } from '../../../src/server/contact/store'
import type { Bindings } from '../../../src/server/settings/env'
import { ceilingStatus } from '../../../src/server/unasked-mail/ceiling-status'
import { valid } from '../contact/send'
import { conversationOn, sentBy } from '../conversation/conversation'
import { visibleText } from '../html'
import { accessEnv, send, signToken } from '../inbox/helpers'
import { emailTo, flakyMailer, runJob } from '../outbox/outbox'

const staff = 'team@lumen.test'

/** The conversation and staff notifications on, through one watched binding, with a ceiling. */
function settingsWith(mailer: SendEmail, ceiling: string): Partial<Bindings> {
  return { ...conversationOn(mailer), ...emailTo(mailer), CONFIRMATION_MAILS_PER_HOUR: ceiling }
}

/** A message posted from an IPv6 /64 of its own (locally a client may set CF-Connecting-IP). */
async function postFromOwn64(settings: Partial<Bindings>, n: number, email: string) {
  const ctx = createExecutionContext()
  const response = await app.request(
    'https://lumen.test/api/contact/send',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': `2001:db8:4c:${n.toString(16)}::1`,
      },
      body: JSON.stringify({ ...valid, email }),
    },
    { ...env, ...settings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const visitorsOf = (mailer: SendEmail) => sentBy(mailer).filter((mail) => mail.to !== staff)
const staffMailsOf = (mailer: SendEmail) => sentBy(mailer).filter((mail) => mail.to === staff)

/** A signed-in staff member's look at a page, with the test's settings. */
async function staffPage(path: string, settings: Partial<Bindings>) {
  const headers = { 'Cf-Access-Jwt-Assertion': await signToken() }
  return (await send(path, { headers }, await accessEnv(settings))).text()
}

describe('a site-wide ceiling on confirmation mails', () => {
  // Each test starts with an hour in which nothing was sent (the file shares one database).
  beforeEach(() => env.DB.exec('DELETE FROM unasked_mail_minutes'))

  it('lets a burst from rotating /64s, a different address each, make at most the ceiling’s number of mails', async () => {
    const mailer = flakyMailer()
    const settings = settingsWith(mailer, '5')
    const burst = Array.from({ length: 30 }, (_, n) =>
      postFromOwn64(settings, n, `burst-${n}@example.net`),
    )
    const statuses = (await Promise.all(burst)).map((response) => response.status)
    expect(statuses).toEqual(Array(30).fill(201))
    expect(visitorsOf(mailer)).toHaveLength(5)
    // Every message is stored and every one reached the staff.
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM contact_messages WHERE email LIKE 'burst-%@example.net'",
    ).first<number>('n')
    expect(stored).toBe(30)
    expect(staffMailsOf(mailer)).toHaveLength(30)
    // Nothing held back is sent later by the scheduled job either.
    await runJob(settings, new Date(Date.now() + 5 * 60 * 1000))
    expect(visitorsOf(mailer)).toHaveLength(5)
  })

  it('sends confirmations again once the hour has passed', async () => {
    const store = (email: string, at: string) =>
      storeContactMessage(
        env.DB,
        { ...valid, email },
        { userAgent: null, flag: null },
        { channels: [], now: new Date(at), confirm: true, ceiling: 2 },
      )
    const confirmed = async () =>
      env.DB.prepare(
        `SELECT m.email FROM outbox o JOIN contact_messages m ON m.id = o.message_id
         WHERE o.kind = 'confirmation' AND m.email LIKE 'hourly-%' ORDER BY m.email`,
      )
        .all<{ email: string }>()
        .then(({ results }) => results.map((row) => row.email))
    await store('hourly-1@example.org', '2030-03-01T10:00:00.000Z')
    await store('hourly-2@example.org', '2030-03-01T10:20:00.000Z')
    await store('hourly-3@example.org', '2030-03-01T10:59:00.000Z')
    expect(await confirmed()).toEqual(['hourly-1@example.org', 'hourly-2@example.org'])
    await store('hourly-4@example.org', '2030-03-01T11:00:00.000Z')
    expect(await confirmed()).toEqual([
      'hourly-1@example.org',
      'hourly-2@example.org',
      'hourly-4@example.org',
    ])
  })

  it('tells the staff in the inbox that the ceiling was reached, and when', async () => {
    const mailer = flakyMailer()
    const settings = settingsWith(mailer, '1')
    await postFromOwn64(settings, 900, 'told-1@example.net')
    expect(visibleText(await staffPage('/inbox', settings))).not.toContain('ceiling')
    await postFromOwn64(settings, 901, 'told-2@example.net')
    await postFromOwn64(settings, 902, 'told-3@example.net')
    const sent = await env.DB.prepare(
      `SELECT o.created_at AS at FROM outbox o JOIN contact_messages m ON m.id = o.message_id
       WHERE m.email = 'told-1@example.net'`,
    ).first<string>('at')
    // The one mail of the hour ages out 60 minutes after the minute it was queued in.
    const resumes = new Date(`${sent?.slice(0, 16)}:00.000Z`)
    resumes.setUTCMinutes(resumes.getUTCMinutes() + 60)
    for (const path of ['/inbox', '/inbox/waitlists']) {
      const html = await staffPage(path, settings)
      const text = visibleText(html)
      expect(text).toContain('The ceiling on confirmation mails (1 an hour) was reached')
      expect(text).toContain('2 confirmations were not sent')
      expect(text).toContain('Confirmations go out again from')
      expect(html).toContain(`dateTime="${resumes.toISOString()}"`)
    }
  })

  it('says confirmations stay off while the ceiling is 0', async () => {
    const settings = settingsWith(flakyMailer(), '0')
    await postFromOwn64(settings, 950, 'off-1@example.net')
    const text = visibleText(await staffPage('/inbox', settings))
    expect(text).toContain('The ceiling on confirmation mails (0 an hour) was reached')
    expect(text).toContain('1 confirmation was not sent')
    expect(text).toContain('No confirmation goes out while CONFIRMATION_MAILS_PER_HOUR is 0.')
    expect(text).not.toContain('go out again')
  })

  it('forgets its bookkeeping after a day, in the scheduled job', async () => {
    await env.DB.prepare(
      "INSERT INTO unasked_mail_minutes (minute, sent, held) VALUES ('2030-05-01T09:59', 3, 1), ('2030-05-01T10:00', 2, 4), ('2030-05-02T09:00', 1, 0)",
    ).run()
    await runJob({}, new Date('2030-05-02T10:00:30.000Z'))
    const { results } = await env.DB.prepare(
      'SELECT minute FROM unasked_mail_minutes ORDER BY minute',
    ).all<{ minute: string }>()
    expect(results.map((row) => row.minute)).toEqual(['2030-05-01T10:00', '2030-05-02T09:00'])
  })
})

describe('what the inbox reads of the ceiling’s last day', () => {
  beforeEach(() => env.DB.exec('DELETE FROM unasked_mail_minutes'))

  const minutes = (rows: [string, number, number][]) =>
    env.DB.batch(
      rows.map(([minute, sent, held]) =>
        env.DB.prepare(
          'INSERT INTO unasked_mail_minutes (minute, sent, held) VALUES (?, ?, ?)',
        ).bind(minute, sent, held),
      ),
    )

  it('spans the first and the last minute held back, and counts every one of the day', async () => {
    await minutes([
      ['2030-06-01T10:44', 5, 3], // more than a day before now: forgotten
      ['2030-06-01T10:45', 0, 1], // a day before now, to the minute: told
      ['2030-06-02T09:45', 1, 0], // an hour and a minute before: out of the window
      ['2030-06-02T09:46', 1, 0],
      ['2030-06-02T10:01', 1, 0],
      ['2030-06-02T10:05', 0, 2],
      ['2030-06-02T10:40', 0, 1],
      ['2030-06-02T11:30', 4, 4], // after "now": not read
    ])
    const now = new Date('2030-06-02T10:45:30.000Z')
    expect(await ceilingStatus(env.DB, now, 2)).toEqual({
      ceiling: 2,
      held: 4,
      firstHeldAt: '2030-06-01T10:45:00.000Z',
      lastHeldAt: '2030-06-02T10:40:00.000Z',
      // The window holds 09:46 and 10:01: the first ages out, and a slot opens, at 10:46.
      resumesAt: '2030-06-02T10:46:00.000Z',
    })
    // Below the ceiling now: it was reached, and mails go out again.
    expect((await ceilingStatus(env.DB, now, 3))?.resumesAt).toBeNull()
    // At 11:01 the window is empty; a day after the last, nothing is told.
    const hourOn = await ceilingStatus(env.DB, new Date('2030-06-02T11:01:00.000Z'), 2)
    expect(hourOn?.resumesAt).toBeNull()
    expect(await ceilingStatus(env.DB, new Date('2030-06-03T11:31:00.000Z'), 2)).toBeNull()
  })

  it('tells nothing for a day in which the ceiling held nothing back', async () => {
    await minutes([['2030-07-01T08:00', 300, 0]])
    expect(await ceilingStatus(env.DB, new Date('2030-07-01T08:30:00.000Z'), 300)).toBeNull()
  })
})
