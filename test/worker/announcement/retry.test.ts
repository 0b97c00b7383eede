// An announcement's emails that failed for good (24 hours of attempts) are not the end: the
// waiting-lists page offers "Retry now", as a message's page does for a notification, and the
// next runs send each of them once, never again to an address that already has it.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { runScheduledJob } from '../../../src/server/scheduled'
import { attributeValues, visibleText } from '../html'
import { send, signToken } from '../inbox/helpers'
import { flakyMailer } from '../outbox/outbox'
import {
  acceptedCounts,
  announcing,
  clearLists,
  drain,
  recordingMailer,
  seedList,
  sendAnnouncement,
  staffPost,
} from './helpers'

const page = async (bindings: object) =>
  send('/inbox/waitlists', { headers: { 'Cf-Access-Jwt-Assertion': await signToken() } }, bindings)

const retryPath = '/inbox/waitlists/announce/technical/retry'

/**
 * An announcement to three addresses: one delivered, two failed once the day's window closed; and
 * the other list's, to one address, failed too.
 */
async function twoFailed() {
  await seedList('technical', 3, 'failing')
  await seedList('corporate', 1, 'other')
  const bindings = await announcing(flakyMailer(2))
  await sendAnnouncement('technical', bindings)
  const now = new Date(Date.now() + 1000)
  await runScheduledJob(bindings, now)
  // The other list's announcement, whose one email fails for good in the same run.
  await sendAnnouncement('corporate', bindings)
  const dayLater = new Date(now.getTime() + 25 * 3_600_000)
  await runScheduledJob(await announcing(flakyMailer(100)), dayLater)
  return { bindings, dayLater }
}

/** The waiting-lists page a post's redirect leads to, with the notice its cookie carries. */
async function noticeAfter(posted: Response, bindings: object) {
  const cookie = posted.headers.get('Set-Cookie')?.split(';')[0] ?? ''
  const headers = { 'Cf-Access-Jwt-Assertion': await signToken(), Cookie: cookie }
  return visibleText(await (await send('/inbox/waitlists', { headers }, bindings)).text())
}

const states = async (offering: string) =>
  (
    await env.DB.prepare(
      `SELECT o.state, COUNT(*) AS n FROM outbox o
       JOIN waitlist_announcements a ON a.id = o.announcement_id
       WHERE a.offering = ? GROUP BY o.state ORDER BY o.state`,
    )
      .bind(offering)
      .all<{ state: string; n: number }>()
  ).results

beforeEach(async () => {
  await clearLists()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('the failed emails of an announcement', () => {
  it('are offered again with "Retry now", and go once each to the addresses that lack them', async () => {
    const { bindings, dayLater } = await twoFailed()
    const before = await (await page(bindings)).text()
    expect(visibleText(before)).toContain('Sent 1 Pending 0 Failed 2')
    expect(visibleText(before)).toContain(
      '2 emails could not be delivered in 24 hours of attempts.',
    )
    expect(attributeValues(before, 'form', 'action')).toContain(retryPath)

    const retried = await staffPost(retryPath, {}, bindings)
    expect(retried.status).toBe(303)
    expect(retried.headers.get('Location')).toBe('/inbox/waitlists')
    const after = await noticeAfter(retried, bindings)
    expect(after).toContain('The 2 failed emails are queued again')
    expect(after).toContain('Sent 1 Pending 2 Failed 0')
    // Only the other list's failure is left to offer again.
    expect(after.match(/could not be delivered/g)).toEqual(['could not be delivered'])
    expect(after).toContain('1 email could not be delivered in 24 hours of attempts.')

    const { mailer, accepted } = recordingMailer()
    await drain(await announcing(mailer), new Date(dayLater.getTime() + 60_000))
    const counts = acceptedCounts(accepted)
    expect(counts.size).toBe(2)
    expect([...counts.values()]).toEqual([1, 1])
    expect(await states('technical')).toEqual([{ state: 'delivered', n: 3 }])
    // The other list's failures are its own: staff retry them from its panel.
    expect(await states('corporate')).toEqual([{ state: 'failed', n: 1 }])
  })

  it('are queued once however often the button is pressed', async () => {
    const { bindings } = await twoFailed()
    await staffPost(retryPath, {}, bindings)
    const again = await staffPost(retryPath, {}, bindings)
    expect(await noticeAfter(again, bindings)).toContain(
      'Nothing had failed: no email was queued again.',
    )
    expect(await states('technical')).toEqual([
      { state: 'delivered', n: 1 },
      { state: 'pending', n: 2 },
    ])
  })

  it('get another 24 hours of attempts, not the day that already ended', async () => {
    const { bindings } = await twoFailed()
    // The day of attempts began two days before the press.
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString()
    await env.DB.prepare(`UPDATE outbox SET window_started_at = ? WHERE kind = 'announcement'`)
      .bind(twoDaysAgo)
      .run()
    await staffPost(retryPath, {}, bindings)
    await runScheduledJob(await announcing(flakyMailer(100)), new Date(Date.now() + 60_000))
    expect(await states('technical')).toEqual([
      { state: 'delivered', n: 1 },
      { state: 'pending', n: 2 },
    ])
  })

  it('are left alone by a post from another site, or while announcements are off', async () => {
    const { bindings } = await twoFailed()
    const forged = await staffPost(retryPath, {}, bindings, { Origin: 'https://evil.test' })
    expect(forged.status).toBe(403)
    const off = await announcing(undefined, { SITE_ORIGIN: undefined })
    expect((await staffPost(retryPath, {}, off)).status).toBe(303)
    expect(attributeValues(await (await page(off)).text(), 'form', 'action')).not.toContain(
      retryPath,
    )
    expect(await states('technical')).toEqual([
      { state: 'delivered', n: 1 },
      { state: 'failed', n: 2 },
    ])
  })
})
