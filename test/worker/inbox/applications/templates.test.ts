import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { builtInStageMessages } from '../../../../src/server/content/stage-messages'
import { fillPlaceholders } from '../../../../src/server/inbox/applications/move/fill-placeholders'
import { readLiveContent } from '../../../../src/server/site-content/live'
import { publishRevision, unpublishAll } from '../../site-content/revisions'
import { postForm } from '../helpers'
import { seedApplication, spring } from './seed'

/** The preview a move to `to` shows: its subject field's value and its message's text. */
async function preview(id: string, to: string, from = 'applied') {
  const response = await postForm(`/inbox/applications/${id}/move`, { from, to, message: 'yes' })
  expect(response.status).toBe(200)
  const html = await response.text()
  const subject = html.match(/<input[^>]*name="subject"[^>]*value="([^"]*)"/)?.[1]
  const body = html.match(/<textarea[^>]*name="body"[^>]*>([\s\S]*?)<\/textarea>/)?.[1]
  return { html, subject, body }
}

afterEach(unpublishAll)

describe("a stage's message, filled in", () => {
  it('replaces each placeholder once, never a value again', () => {
    const values = { firstName: '{cohort}', cohort: '{startDate}', startDate: 'X', callTime: 'Y' }
    expect(
      fillPlaceholders('Hi {firstName}: {cohort} {startDate} {callTime} {other}', values),
    ).toBe('Hi {cohort}: {startDate} X Y {other}')
  })

  it('greets the applicant by first name, names the cohort and its start, as text', async () => {
    const id = await seedApplication({ name: '{cohort}<script>alert(1)</script> Smith' })
    const { html, subject, body } = await preview(id, 'offer')
    expect(subject).toBe('An offer of a place in the cohort starting March 2, 2027')
    expect(body).toMatch(/^Hi \{cohort\}&lt;script&gt;alert\(1\)&lt;\/script&gt;,/)
    expect(body).toContain('offer you a place in the cohort starting March 2, 2027.')
    expect(html).not.toContain('<script>alert(1)')
  })

  it("names the booked call's time in the applicant's own zone", async () => {
    const id = await seedApplication({ name: 'Ada Lovelace', timeZone: 'America/New_York' })
    const slot = await env.DB.prepare(
      `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
       VALUES ('2027-02-09T15:00:00.000Z', 30, 'Europe/Berlin', 'kim@lumen.example', 'kim@lumen.example')
       RETURNING id`,
    ).first<{ id: number }>()
    await env.DB.prepare('INSERT INTO call_bookings (slot_id, application_id) VALUES (?, ?)')
      .bind(slot?.id, id)
      .run()
    const { body } = await preview(id, 'call-booked')
    expect(body).toMatch(/^Hi Ada,/)
    expect(body).toMatch(
      /We will speak on Tuesday, February 9, 2027 at 10:00\sAM EST \(America\/New_York\)\./,
    )
  })

  it('uses the templates staff published, still as text', async () => {
    await publishRevision({
      cohort: { cohorts: [spring] },
      stageMessages: {
        ...builtInStageMessages,
        offer: { subject: 'Good news, {firstName}', body: 'Dear {firstName}, <b>{startDate}</b>.' },
      },
    })
    readLiveContent.renew()
    const id = await seedApplication({ name: 'Grace Hopper' })
    const { subject, body } = await preview(id, 'offer')
    expect(subject).toBe('Good news, Grace')
    expect(body).toBe('Dear Grace, &lt;b&gt;March 2, 2027&lt;/b&gt;.')
  })
})
