// The room's counts per stage come from the counts the triggers keep: D1 runs one statement at a
// time per database, so a count that read every application of a cohort on each page held up
// visitors' posts for as long as the cohort was large. And they stay right however an
// application arrives, moves or goes.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { measured } from '../../d1-recording'
import { visibleText } from '../../html'
import { asStaff } from '../helpers'
import { autumn, publishCohorts, seedApplication, spring } from './seed'

/** The counts line of the room's page: "All stages 3 Applied 2 Call booked 0 …". */
const countsOf = async (path = '/inbox/applications') => {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return visibleText(await response.text())
}

/** `count` applications to the spring cohort at once, every tenth at Offer, as the store writes them. */
const seedMany = (count: number) =>
  env.DB.prepare(
    `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background, goals,
       heard_from, financing, stage, created_at)
     WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     SELECT lower(hex(randomblob(4))) || '-0000-4000-a000-' || printf('%012d', i), ?2,
            'Many ' || i, 'many' || i || '@example.com', 'many' || i || '@example.com',
            'Europe/London', 'new', 'Goals', 'friend', 'neither',
            CASE WHEN i % 10 = 0 THEN 'offer' ELSE 'applied' END,
            strftime('%Y-%m-%dT%H:%M:%fZ', '2026-10-01', '+' || i || ' seconds')
     FROM seq`,
  )
    .bind(count, spring.startDate)
    .run()

beforeAll(() => publishCohorts([spring, autumn]))

describe("the room's counts per stage", () => {
  it('read a row a stage, never every application of the cohort', async () => {
    await seedMany(3000)
    const page = await measured('/inbox/applications')
    expect(page.response.status).toBe(200)
    expect(visibleText(page.body)).toMatch(/All stages 3000 Applied 2700 .* Offer 300 /)
    // The list's page reads its 51 rows; counting the cohort would read its 3,000.
    expect(page.most).toBeLessThan(200)
  })

  it('follow applications as they arrive, move, and are erased', async () => {
    const ada = await seedApplication({ cohort: autumn.startDate, name: 'Ada Lovelace' })
    const alan = await seedApplication({ cohort: autumn.startDate, name: 'Alan Turing' })
    const autumnRoom = `/inbox/applications?cohort=${autumn.startDate}`
    expect(await countsOf(autumnRoom)).toMatch(/All stages 2 Applied 2 Call booked 0 /)

    // A staff member's move, through the room's own form.
    const moved = await asStaff(`/inbox/applications/${ada}/move`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        from: 'applied',
        to: 'call-held',
        key: crypto.randomUUID(),
        confirm: 'move',
      }).toString(),
    })
    expect(moved.status).toBe(303)
    expect(await countsOf(autumnRoom)).toMatch(/All stages 2 Applied 1 Call booked 0 Call held 1 /)

    // Erased by any path (the applicant's page, retention, the inbox's erasure by address).
    await env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(alan).run()
    expect(await countsOf(autumnRoom)).toMatch(/All stages 1 Applied 0 Call booked 0 Call held 1 /)
    // The other cohort's counts are its own.
    expect(await countsOf()).toMatch(/All stages 3000 Applied 2700 /)
  })
})
