// The applicant's call page (/application/<token>/call): the open times in the applicant's zone
// and the school's, booking with its mail and invitation, a slot someone took first, moving and
// cancelling until the deadline, the calendar file, and what is refused.
import { env } from 'cloudflare:test'
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { visibleText } from '../html'
import { requestWith } from '../waitlist/confirmation-helpers'
import {
  bookingMail,
  hoursFromNow,
  mailing,
  pageToken,
  postCall,
  seedApplication,
  seedSlot,
  standing,
} from './helpers'

beforeEach(async () => {
  await env.DB.exec('DELETE FROM call_bookings; DELETE FROM call_slots;')
})

/** A Berlin slot on the last Sunday of March 2027, 10:00 there (08:00 UTC, summer time begun). */
const dstSunday = '2027-03-28T08:00:00.000Z'

function calendarOf(file: unknown) {
  const calendar = new ICAL.Component(ICAL.parse(String(file)))
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

describe('the open times', () => {
  it('lists future free slots in the applicant’s zone and the school’s; a GET books nothing', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication({ timeZone: 'America/New_York' })
    await seedSlot({ startsAt: dstSunday, timeZone: 'Europe/Berlin' })
    const past = await seedSlot({ startsAt: hoursFromNow(-2), host: 'Past' })
    const withdrawn = await seedSlot({ startsAt: hoursFromNow(30), host: 'Withdrawn' })
    await env.DB.prepare('UPDATE call_slots SET withdrawn_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), withdrawn)
      .run()
    const page = await requestWith(bindings, `/application/${await pageToken(id)}/call`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    const words = visibleText(await page.text())
    expect(words).toContain('Book your admission call')
    expect(words).toContain('Sunday, March 28, 2027 at 4:00 AM (America/New_York)')
    expect(words).toContain('Sunday, March 28, 2027 at 10:00 AM (Europe/Berlin)')
    expect((await standing(id)).live).toEqual([])
    expect(past).toBeGreaterThan(0)
    expect(words).not.toContain('Past')
  })

  it('refuses a forged or altered link before anything is read', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const good = await pageToken(id)
    const altered = `${good.slice(0, 63)}${good.at(-1) === '0' ? '1' : '0'}`
    // The database is not asked: every route answers a forged link as one that leads nowhere.
    const asked: string[] = []
    const noDatabase = new Proxy(env.DB, {
      get(target, property, receiver) {
        asked.push(String(property))
        return Reflect.get(target, property, receiver)
      },
    })
    const unread = { ...bindings, DB: noDatabase }
    for (const token of [altered, 'f'.repeat(64)]) {
      const path = `/application/${token}/call`
      expect((await requestWith(unread, path)).status).toBe(404)
      expect((await postCall(unread, path, { slot: '1' })).status).toBe(404)
      expect((await postCall(unread, `${path}/cancel`, { confirm: 'cancel' })).status).toBe(404)
      expect((await requestWith(unread, `${path}.ics`)).status).toBe(404)
    }
    expect(asked).toEqual([])
    // A confirmation link's token (another purpose) opens no call page.
    const { applicationToken } = await import('../../../src/server/applications/application-token')
    const confirm = await applicationToken(
      'announcement-test-secret-0123456789abcdef',
      id,
      'confirm',
    )
    expect((await requestWith(bindings, `/application/${confirm}/call`)).status).toBe(404)
  })
})

describe('booking a slot', () => {
  it('books it, moves the application to call-booked, and mails the invitation', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication({
      name: 'Ada, "Countess"; of Lovelace',
      timeZone: 'America/New_York',
    })
    const slot = await seedSlot({ startsAt: dstSunday, timeZone: 'Europe/Berlin', host: 'Grace' })
    const token = await pageToken(id)
    const answer = await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe(`/application/${token}/call`)
    const after = await standing(id)
    expect(after.stage).toBe('call-booked')
    expect(after.live.map((row) => row.slot_id)).toEqual([slot])
    expect(after.moves).toEqual([
      { from_stage: 'applied', to_stage: 'call-booked', moved_by: 'applicant' },
    ])
    expect((await bookingMail(id)).map((row) => row.kind)).toEqual(['call-booked'])
    expect(accepted).toHaveLength(1)
    const [mail] = accepted
    expect(mail?.subject).toBe('Your call is booked · Lumen Code Academy')
    expect(mail?.text).toContain(
      'Your time:         Sunday, March 28, 2027 at 4:00 AM (America/New_York)',
    )
    expect(mail?.text).toContain(
      "The school's time: Sunday, March 28, 2027 at 10:00 AM (Europe/Berlin)",
    )
    expect(mail?.text).toContain(`https://lumen.test/application/${token}/call`)
    const [attachment] = mail?.attachments ?? []
    expect(attachment).toMatchObject({
      disposition: 'attachment',
      filename: 'call.ics',
      type: 'text/calendar; charset=utf-8; method=REQUEST',
    })
    const { calendar, vevent, event } = calendarOf(attachment?.content)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.startDate.toJSDate().toISOString()).toBe(dstSunday)
    // The event leads back to the page where the call is moved or cancelled.
    expect(event.description).toContain(`https://lumen.test/application/${token}/call`)
    expect(vevent.getFirstProperty('attendee')?.getParameter('cn')).toBe(
      'Ada,  Countess ; of Lovelace',
    )
    expect(event.description).toContain('Grace')

    const page = visibleText(
      await (await requestWith(bindings, `/application/${token}/call`)).text(),
    )
    expect(page).toContain('Your call is booked')
    expect(page).toContain('Grace')
  })

  it('answers a slot someone took first with 409, the open times shown again', async () => {
    const { bindings } = await mailing()
    const first = await seedApplication()
    const second = await seedApplication()
    const slot = await seedSlot({ startsAt: hoursFromNow(50) })
    await seedSlot({ startsAt: hoursFromNow(51), host: 'Still free' })
    await postCall(bindings, `/application/${await pageToken(first)}/call`, { slot: String(slot) })
    const late = await postCall(bindings, `/application/${await pageToken(second)}/call`, {
      slot: String(slot),
    })
    expect(late.status).toBe(409)
    const words = visibleText(await late.text())
    expect(words).toContain('That slot was just taken; pick another.')
    expect(words).toContain('Book this time')
    expect((await standing(second)).stage).toBe('applied')
    expect((await standing(second)).live).toEqual([])
  })

  it('refuses a post from another site, and an application past the first stage', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const slot = await seedSlot({ startsAt: hoursFromNow(40) })
    const path = `/application/${await pageToken(id)}/call`
    const forged = await requestWith(bindings, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
      body: `slot=${slot}`,
    })
    expect(forged.status).toBe(403)
    expect(await forged.text()).toBe('Forbidden')
    expect((await standing(id)).live).toEqual([])
    const offered = await seedApplication({ stage: 'offer' })
    const closed = await postCall(bindings, `/application/${await pageToken(offered)}/call`, {
      slot: String(slot),
    })
    expect(closed.status).toBe(409)
    const refusal = visibleText(await closed.text())
    expect(refusal).toContain('Booking a call is not open for your application.')
    expect(refusal).not.toContain('You have a call booked already')
    const unconfirmed = await seedApplication({ confirmed: false })
    const early = await postCall(bindings, `/application/${await pageToken(unconfirmed)}/call`, {
      slot: String(slot),
    })
    expect(early.status).toBe(409)
    expect((await standing(unconfirmed)).live).toEqual([])
  })
})

describe('moving and cancelling', () => {
  it('moves the call: the old one cancelled with its calendar’s CANCEL, the new one invited', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const from = await seedSlot({ startsAt: hoursFromNow(60) })
    const to = await seedSlot({ startsAt: hoursFromNow(80), host: 'Linus' })
    await postCall(bindings, `/application/${token}/call`, { slot: String(from) })
    const moved = await postCall(bindings, `/application/${token}/call`, { slot: String(to) })
    expect(moved.status).toBe(303)
    const after = await standing(id)
    expect(after.stage).toBe('call-booked')
    expect(after.live.map((row) => row.slot_id)).toEqual([to])
    expect(after.moves).toHaveLength(1)
    expect((await bookingMail(id)).map((row) => row.kind)).toEqual([
      'call-booked',
      'call-cancelled',
      'call-booked',
    ])
    const invitation = calendarOf(accepted[0]?.attachments?.[0]?.content)
    const cancelled = accepted.find((mail) => mail.subject.startsWith('Your call is cancelled'))
    expect(cancelled?.text).toContain('you moved your admission call')
    const cancellation = calendarOf(cancelled?.attachments?.[0]?.content)
    expect(cancellation.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancellation.event.uid).toBe(invitation.event.uid)
    expect(cancellation.event.sequence).toBe(invitation.event.sequence + 1)
    const invited = accepted
      .filter((mail) => mail.subject.startsWith('Your call is booked'))
      .map((mail) => calendarOf(mail.attachments?.[0]?.content).event.uid)
    expect(new Set(invited).size).toBe(2)
  })

  it('cancels the call: back to applied, the slot free again, the cancellation mailed', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    const answer = await postCall(bindings, `/application/${token}/call/cancel`, {
      confirm: 'cancel',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('Location')).toBe(`/application/${token}/call`)
    const after = await standing(id)
    expect(after.stage).toBe('applied')
    expect(after.live).toEqual([])
    expect(after.moves).toEqual([
      { from_stage: 'applied', to_stage: 'call-booked', moved_by: 'applicant' },
      { from_stage: 'call-booked', to_stage: 'applied', moved_by: 'applicant' },
    ])
    expect(accepted.at(-1)?.subject).toBe('Your call is cancelled · Lumen Code Academy')
    expect(accepted.at(-1)?.text).toContain('your admission call is cancelled, as you asked')
    // Pressed again: nothing more to cancel, nothing more sent.
    await postCall(bindings, `/application/${token}/call/cancel`, { confirm: 'cancel' })
    expect(accepted).toHaveLength(2)
    const other = await seedApplication()
    const rebooked = await postCall(bindings, `/application/${await pageToken(other)}/call`, {
      slot: String(slot),
    })
    expect(rebooked.status).toBe(303)
  })

  it('neither moves nor cancels within 12 hours of the call', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const soon = await seedSlot({ startsAt: hoursFromNow(11) })
    const later = await seedSlot({ startsAt: hoursFromNow(90) })
    await postCall(bindings, `/application/${token}/call`, { slot: String(soon) })
    const page = visibleText(
      await (await requestWith(bindings, `/application/${token}/call`)).text(),
    )
    expect(page).toContain('it can no longer be moved or cancelled here')
    const move = await postCall(bindings, `/application/${token}/call`, { slot: String(later) })
    expect(move.status).toBe(409)
    const cancel = await postCall(bindings, `/application/${token}/call/cancel`, {
      confirm: 'cancel',
    })
    expect(cancel.status).toBe(409)
    expect((await standing(id)).live.map((row) => row.slot_id)).toEqual([soon])
    expect((await standing(id)).stage).toBe('call-booked')
  })
})

describe('the calendar file', () => {
  it('downloads the booked call at its instant, and nothing once cancelled', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const slot = await seedSlot({ startsAt: dstSunday })
    await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    const file = await requestWith(bindings, `/application/${token}/call.ics`)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(file.headers.get('Cache-Control')).toBe('no-store')
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="call.ics"')
    expect(file.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    const body = await file.text()
    expect(body).toMatch(/\r\n$/)
    const { calendar, event } = calendarOf(body)
    expect(calendar.getFirstPropertyValue('method')).toBeNull()
    expect(event.startDate.toJSDate().toISOString()).toBe(dstSunday)
    // The event leads back to the page where the call is moved or cancelled.
    expect(event.description).toContain(`https://lumen.test/application/${token}/call`)
    await postCall(bindings, `/application/${token}/call/cancel`, { confirm: 'cancel' })
    expect((await requestWith(bindings, `/application/${token}/call.ics`)).status).toBe(404)
  })
})
