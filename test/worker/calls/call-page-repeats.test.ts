// The applicant's call page pressed again and posted odd values: a slot picked twice stays one
// booking with one invitation, a cancel with no call says so, a slot that is no id is asked for
// again, and an application erased since its link was mailed is refused, never a 500.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { visibleText } from '../html'
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

describe('a post pressed twice', () => {
  it('books a slot picked twice once, with one invitation and one move', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication()
    const path = `/application/${await pageToken(id)}/call`
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    expect((await postCall(bindings, path, { slot: String(slot) })).status).toBe(303)
    const booked = (await standing(id)).live
    expect((await postCall(bindings, path, { slot: String(slot) })).status).toBe(303)
    expect((await standing(id)).live).toEqual(booked)
    expect((await standing(id)).moves).toHaveLength(1)
    expect((await bookingMail(id)).map((row) => row.kind)).toEqual(['call-booked'])
    expect(accepted).toHaveLength(1)
  })

  it('answers a cancel with no call booked 409, saying there is none, and mails nothing', async () => {
    const { bindings, accepted } = await mailing()
    const id = await seedApplication()
    const path = `/application/${await pageToken(id)}/call/cancel`
    const answer = await postCall(bindings, path, { confirm: 'cancel' })
    expect(answer.status).toBe(409)
    expect(visibleText(await answer.text())).toContain('You have no call booked.')
    expect((await standing(id)).moves).toEqual([])
    expect(accepted).toEqual([])
  })

  it('cancels nothing without the confirming field', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    const unconfirmed: Record<string, string>[] = [{}, { confirm: 'yes' }, { confirm: 'cancelled' }]
    for (const fields of unconfirmed) {
      const answer = await postCall(bindings, `/application/${token}/call/cancel`, fields)
      expect(answer.status).toBe(200)
    }
    expect((await standing(id)).live.map((row) => row.slot_id)).toEqual([slot])
  })
})

describe('a call too close to move', () => {
  it('says so when a move or a cancel comes within 12 hours of it', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const soon = await seedSlot({ startsAt: hoursFromNow(11) })
    const later = await seedSlot({ startsAt: hoursFromNow(90) })
    await postCall(bindings, `/application/${token}/call`, { slot: String(soon) })
    const tooSoon = 'Your call starts too soon to be moved; answer any of our emails instead.'
    const move = await postCall(bindings, `/application/${token}/call`, { slot: String(later) })
    expect(visibleText(await move.text())).toContain(tooSoon)
    const cancel = await postCall(bindings, `/application/${token}/call/cancel`, {
      confirm: 'cancel',
    })
    expect(visibleText(await cancel.text())).toContain(tooSoon)
  })
})

describe('a slot that is no slot', () => {
  it('asks for one of the times again when the slot is not a slot id', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const path = `/application/${await pageToken(id)}/call`
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    for (const value of ['', '0', `0${slot}`, `x${slot}`, `${slot}x`, '1'.repeat(17), '-1']) {
      const answer = await postCall(bindings, path, { slot: value })
      expect(answer.status, value).toBe(409)
      expect(visibleText(await answer.text()), value).toContain('Pick one of the times.')
    }
    expect((await standing(id)).live).toEqual([])
    // The largest id the pattern takes is a slot asked for, not a value refused.
    const far = await postCall(bindings, path, { slot: '9'.repeat(16) })
    expect(visibleText(await far.text())).toContain('That time is no longer offered')
  })

  it('refuses a withdrawn or begun slot as no longer offered', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const path = `/application/${await pageToken(id)}/call`
    const begun = await seedSlot({ startsAt: hoursFromNow(-1) })
    const withdrawn = await seedSlot({ startsAt: hoursFromNow(30) })
    await env.DB.prepare('UPDATE call_slots SET withdrawn_at = ? WHERE id = ?')
      .bind(new Date().toISOString(), withdrawn)
      .run()
    for (const slot of [begun, withdrawn]) {
      const answer = await postCall(bindings, path, { slot: String(slot) })
      expect(answer.status).toBe(409)
      expect(visibleText(await answer.text())).toContain('That time is no longer offered')
    }
    expect((await standing(id)).stage).toBe('applied')
  })
})

describe('an application erased since its link was mailed', () => {
  it('refuses its link on every call route, as a link that leads nowhere', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const token = await pageToken(id)
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    await env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(id).run()
    const { requestWith } = await import('../waitlist/confirmation-helpers')
    expect((await requestWith(bindings, `/application/${token}/call`)).status).toBe(404)
    const book = await postCall(bindings, `/application/${token}/call`, { slot: String(slot) })
    expect(book.status).toBe(404)
    const cancel = await postCall(bindings, `/application/${token}/call/cancel`, {
      confirm: 'cancel',
    })
    expect(cancel.status).toBe(404)
    expect((await requestWith(bindings, `/application/${token}/call.ics`)).status).toBe(404)
  })
})
