// The applicant's page (GET /application/<token>): where the application stands without an
// account, from the signed link in its confirmation mail.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { applicationToken } from '../../../src/server/applications/application-token'
import { secret } from '../announcement/helpers'
import { type Read, recording } from '../d1-recording'
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

const open = async (path: string) => {
  const page = await requestWith(await pageBindings(), path)
  return { page, html: await page.text() }
}

describe('the applicant’s page', () => {
  it('names the cohort and the stage with what happens next, never cached or indexed', async () => {
    const id = await seedApplication({ stage: 'technical-check' })
    const { page, html } = await open(await pagePath(id))
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    expect(page.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(html).toContain('<meta name="robots" content="noindex')
    const words = visibleText(html)
    expect(words).toContain('cohort starting March 2, 2027')
    expect(words).toContain('Technical check')
    expect(words).toContain('a short exercise')
    // Nothing to confirm or book once it has moved on.
    expect(words).not.toContain('Book your call')
    expect(attributeValues(html, 'form', 'method')).toEqual([])
  })

  it('refuses a forged, altered or malformed link before the database is asked', async () => {
    const id = await seedApplication()
    const path = await pagePath(id)
    const confirmLink = `/application/${await applicationToken(secret, id, 'confirm')}`
    const altered = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`
    const reads: Read[] = []
    const bindings = { ...(await pageBindings()), DB: recording(env.DB, reads) }
    for (const bad of [altered, confirmLink, '/application/nothex', `${path}00`]) {
      const page = await requestWith(bindings, bad)
      expect(page.status, bad).toBe(404)
      expect(page.headers.get('Cache-Control')).toBe('no-store')
    }
    expect(reads.filter((read) => /applications/.test(read.sql))).toEqual([])
  })

  it('asks an unconfirmed applicant to confirm, and confirms on the button alone', async () => {
    const bindings = await pageBindings()
    const id = await seedApplication({ confirmed: false })
    const path = await pagePath(id)
    const html = await (await requestWith(bindings, path)).text()
    expect(visibleText(html)).toContain('You have not confirmed this application yet')
    expect(attributeValues(html, 'button', 'type')).toContain('submit')
    expect((await storedApplication(id))?.confirmed_at).toBeNull()
    // A call is booked once the address is confirmed (the call page refuses it before).
    expect(visibleText(html)).not.toContain('Book your call')
    const pressed = await press(bindings, path, 'confirm=yes')
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('Location')).toBe(`https://lumen.test${path}`)
    const confirmedAt = (await storedApplication(id))?.confirmed_at
    expect(confirmedAt).toMatch(/^\d{4}-/)
    expect((await press(bindings, path, 'confirm=yes')).status).toBe(303)
    expect((await storedApplication(id))?.confirmed_at).toBe(confirmedAt)
    const after = visibleText(await (await requestWith(bindings, path)).text())
    expect(after).not.toContain('You have not confirmed this application yet')
    expect(after).toContain('Book your call')
  })

  it('links a new applicant to booking the call', async () => {
    const id = await seedApplication({ stage: 'applied' })
    const path = await pagePath(id)
    const { html } = await open(path)
    expect(visibleText(html)).toContain('Book your call')
    expect(attributeValues(html, 'a', 'href')).toContain(`${path}/call`)
  })

  it('shows the booked call in the applicant’s zone and the school’s, with its calendar file', async () => {
    const id = await seedApplication({ stage: 'call-booked', timeZone: 'Europe/Berlin' })
    // 18:30 UTC: 19:30 in Berlin, 13:30 in New York.
    await seedBooking(id, { startsAt: '2027-02-16T18:30:00.000Z', zone: 'America/New_York' })
    const path = await pagePath(id)
    const { html } = await open(path)
    const words = visibleText(html)
    expect(words).toMatch(/Tuesday, February 16, 2027 at 7:30 PM \(Europe\/Berlin\)/)
    expect(words).toMatch(/1:30 PM \(America\/New York\)/)
    expect(words).toContain('30 minutes')
    expect(attributeValues(html, 'a', 'href')).toContain(`${path}/call.ics`)
    // The page says the call can be moved or cancelled: it links to where that is done.
    expect(words).toContain('Move or cancel the call')
    // The school's time named as the call page and the call's mails name it.
    expect(words).toContain('School’s time')
    expect(attributeValues(html, 'a', 'href')).toContain(`${path}/call`)
  })

  it('shows no call once its booking is cancelled', async () => {
    const id = await seedApplication({ stage: 'applied' })
    const booking = await seedBooking(id)
    await env.DB.prepare(
      "UPDATE call_bookings SET cancelled_at = '2026-11-21T00:00:00Z' WHERE id = ?",
    )
      .bind(booking)
      .run()
    const path = await pagePath(id)
    const { html } = await open(path)
    expect(attributeValues(html, 'a', 'href')).not.toContain(`${path}/call.ics`)
    expect(visibleText(html)).toContain('Book your call')
  })

  it('lists the school’s messages and the applicant’s answers, oldest first, as text', async () => {
    const id = await seedApplication({ stage: 'offer' })
    await seedEntry(id, {
      kind: 'answer',
      subject: 'Re: An offer',
      body: 'Yes please! <script>alert(1)</script>',
      author: 'ada@example.com',
      at: '2026-11-25T09:00:00.000Z',
    })
    await seedEntry(id, {
      kind: 'message',
      subject: 'An offer',
      body: 'We would like to offer you a place.\nReply to accept.',
      author: 'grace@lumen.example',
      at: '2026-11-24T09:00:00.000Z',
    })
    const { html } = await open(await pagePath(id))
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    const words = visibleText(html)
    const offer = words.indexOf('We would like to offer you a place.')
    const answer = words.indexOf('Yes please!')
    expect(offer).toBeGreaterThan(-1)
    expect(answer).toBeGreaterThan(offer)
    // Who wrote each: the school, never a staff member's address; and the applicant.
    expect(words).not.toContain('grace@lumen.example')
  })

  it('offers Withdraw and Erase as links to their confirmations', async () => {
    const id = await seedApplication({ stage: 'call-held' })
    const path = await pagePath(id)
    const { html } = await open(path)
    const links = attributeValues(html, 'a', 'href')
    expect(links).toContain(`${path}/withdraw`)
    expect(links).toContain(`${path}/erase`)
    const declined = await pagePath(await seedApplication({ stage: 'declined' }))
    const closed = attributeValues((await open(declined)).html, 'a', 'href')
    expect(closed).not.toContain(`${declined}/withdraw`)
    expect(closed).toContain(`${declined}/erase`)
  })

  it('says an erased application is gone', async () => {
    const id = await seedApplication()
    const path = await pagePath(id)
    await env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(id).run()
    const { page, html } = await open(path)
    expect(page.status).toBe(410)
    expect(visibleText(html)).toContain('This application is no longer here')
  })
})
