// Withdraw and Erase my application, from the applicant's page: each a GET page with its
// confirmation, which changes nothing (link scanners open links), and a POST that acts, alike
// when pressed twice.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { tracesOf } from '../db-traces'
import { attributeValues, visibleText } from '../html'
import { requestWith } from '../waitlist/confirmation-helpers'
import {
  pageBindings,
  pagePath,
  press,
  seedApplication,
  seedBooking,
  seedEntry,
  storedApplication,
} from './applicant-page-helpers'

const movesOf = (id: string) =>
  env.DB.prepare(
    'SELECT from_stage, to_stage, moved_by FROM application_moves WHERE application_id = ?',
  )
    .bind(id)
    .all()
    .then(({ results }) => results)

const bookingOf = (id: number) =>
  env.DB.prepare('SELECT cancelled_at, cancelled_by FROM call_bookings WHERE id = ?')
    .bind(id)
    .first<{ cancelled_at: string | null; cancelled_by: string | null }>()

describe('withdrawing an application', () => {
  it('asks first: its GET, opened again and again, changes nothing', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication({ stage: 'call-booked' })
    const booking = await seedBooking(id)
    const path = `${await pagePath(id)}/withdraw`
    for (let scan = 0; scan < 3; scan++) {
      const page = await requestWith(bindings, path)
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toBe('no-store')
      expect(page.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
      const html = await page.text()
      expect(visibleText(html)).toContain('Withdraw your application?')
      expect(attributeValues(html, 'form', 'method')).toEqual(['post'])
    }
    expect((await storedApplication(id))?.stage).toBe('call-booked')
    expect(await movesOf(id)).toEqual([])
    expect((await bookingOf(booking))?.cancelled_at).toBeNull()
  })

  it('withdraws it on the button: the stage, its move, the call cancelled; twice alike', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication({ stage: 'call-booked' })
    const booking = await seedBooking(id)
    const path = `${await pagePath(id)}/withdraw`
    const done = await press(bindings, path, 'withdraw=yes')
    expect(done.status).toBe(200)
    const first = visibleText(await done.text())
    expect(first).toContain('Your application is withdrawn')
    expect((await storedApplication(id))?.stage).toBe('withdrawn')
    expect(await movesOf(id)).toEqual([
      { from_stage: 'call-booked', to_stage: 'withdrawn', moved_by: 'applicant' },
    ])
    expect(await bookingOf(booking)).toEqual({
      cancelled_at: expect.stringMatching(/^\d{4}-/),
      cancelled_by: 'applicant',
    })
    // The applicant's calendar is told the call is off: one cancellation, however often pressed.
    const cancellations = () =>
      env.DB.prepare(
        "SELECT booking_id FROM outbox WHERE kind = 'call-cancelled' AND booking_id = ?",
      )
        .bind(booking)
        .all()
        .then(({ results }) => results)
    expect(await cancellations()).toEqual([{ booking_id: booking }])
    const again = await press(bindings, path, 'withdraw=yes')
    expect(again.status).toBe(200)
    expect(visibleText(await again.text())).toContain('Your application is withdrawn')
    expect(await movesOf(id)).toHaveLength(1)
    expect(await cancellations()).toHaveLength(1)
    // The page says so too, and offers no second withdrawal.
    const page = await (await requestWith(bindings, await pagePath(id))).text()
    expect(visibleText(page)).toContain('Withdrawn')
    expect(attributeValues(page, 'a', 'href')).not.toContain(path)
  })

  it('does nothing to a declined application', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication({ stage: 'declined' })
    const done = await press(bindings, `${await pagePath(id)}/withdraw`, 'withdraw=yes')
    expect(done.status).toBe(200)
    expect(visibleText(await done.text())).toContain('There is nothing to withdraw')
    expect((await storedApplication(id))?.stage).toBe('declined')
    expect(await movesOf(id)).toEqual([])
  })
})

describe('erasing an application from its page', () => {
  it('asks first: its GET changes nothing', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication()
    const path = `${await pagePath(id)}/erase`
    for (let scan = 0; scan < 3; scan++) {
      const page = await requestWith(bindings, path)
      expect(page.status).toBe(200)
      expect(page.headers.get('Cache-Control')).toBe('no-store')
      expect(visibleText(await page.text())).toContain('Erase your application?')
    }
    expect(await storedApplication(id)).not.toBeNull()
  })

  it('erases it and everything of it on the button, and answers the same when pressed twice', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication({
      email: 'quillfeather77@example.com',
      name: 'Quillfeather Ottoline',
      goals: 'Marrowstone77 goals',
      stage: 'call-booked',
    })
    const other = await seedApplication({ email: 'stays@example.com', name: 'Stays Here' })
    await seedBooking(id)
    const entry = await seedEntry(id, {
      kind: 'answer',
      subject: 'Re: your call',
      body: 'Tuesday suits me, Brindlewick77',
      author: 'quillfeather77@example.com',
      at: '2026-11-22T10:00:00.000Z',
    })
    await env.DB.prepare(
      `INSERT INTO outbox (kind, application_entry_id, next_attempt_at, window_started_at)
       VALUES ('application-message', ?, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z')`,
    )
      .bind(entry)
      .run()
    await env.DB.prepare(
      `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by)
       VALUES (?, 'applied', 'call-booked', 'applicant')`,
    )
      .bind(id)
      .run()
    const needles = ['quillfeather', 'marrowstone77', 'brindlewick77', id]
    expect((await tracesOf(needles)).length).toBeGreaterThan(0)

    const path = `${await pagePath(id)}/erase`
    const done = await press(bindings, path, 'erase=yes')
    expect(done.status).toBe(200)
    expect(visibleText(await done.text())).toContain('Your application is erased')
    expect(await tracesOf(needles)).toEqual([])
    for (const table of ['application_entries', 'application_moves', 'call_bookings']) {
      const left = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM ${table} WHERE application_id = ?`,
      )
        .bind(id)
        .first<{ n: number }>()
      expect(left?.n, table).toBe(0)
    }
    expect(await storedApplication(other)).not.toBeNull()

    const again = await press(bindings, path, 'erase=yes')
    expect(again.status).toBe(200)
    expect(visibleText(await again.text())).toContain('Your application is erased')
  })
})
