// The inbox's calls room (/inbox/calls): staff publish a day's series of slots in a zone they
// choose, withdraw a free one, and see today's and tomorrow's calls with the applicant's name.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { seedApplication, seedSlot } from '../../calls/helpers'
import { attributeValues, visibleText } from '../../html'
import { asStaff, postForm, send } from '../helpers'

beforeEach(async () => {
  await env.DB.exec('DELETE FROM call_bookings; DELETE FROM call_slots;')
})

const series = {
  date: '2027-03-28',
  time: '10:00',
  zone: 'Europe/Berlin',
  minutes: '30',
  host: 'Grace <Hopper>',
  count: '3',
  gap: '0',
}

const slots = () =>
  env.DB.prepare(
    'SELECT starts_at, minutes, time_zone, host, withdrawn_at FROM call_slots ORDER BY starts_at',
  )
    .all<{ starts_at: string; withdrawn_at: string | null }>()
    .then(({ results }) => results)

/** The page after a redirect, its notice cookie carried. */
async function follow(answer: Response) {
  expect(answer.status).toBe(303)
  const cookie = answer.headers.get('Set-Cookie')?.split(';')[0] ?? ''
  return asStaff(answer.headers.get('Location') ?? '', { headers: { Cookie: cookie } })
}

describe('the calls room', () => {
  it('is behind Access like every inbox page', async () => {
    expect((await send('/inbox/calls')).status).toBe(401)
    const page = await asStaff('/inbox/calls')
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    expect(visibleText(await page.text())).toContain('Publish slots')
  })

  it('publishes a day’s series on Berlin’s clock across its change to summer time', async () => {
    const answer = await postForm('/inbox/calls/publish', series)
    expect(visibleText(await (await follow(answer)).text())).toContain('3 slots published.')
    expect(await slots()).toEqual([
      {
        starts_at: '2027-03-28T08:00:00.000Z',
        minutes: 30,
        time_zone: 'Europe/Berlin',
        host: 'Grace <Hopper>',
        withdrawn_at: null,
      },
      {
        starts_at: '2027-03-28T08:30:00.000Z',
        minutes: 30,
        time_zone: 'Europe/Berlin',
        host: 'Grace <Hopper>',
        withdrawn_at: null,
      },
      {
        starts_at: '2027-03-28T09:00:00.000Z',
        minutes: 30,
        time_zone: 'Europe/Berlin',
        host: 'Grace <Hopper>',
        withdrawn_at: null,
      },
    ])
    const again = await follow(await postForm('/inbox/calls/publish', series))
    const words = visibleText(await again.text())
    expect(words).toContain('0 slots published. 3 left out')
    expect(words).toContain('Grace <Hopper>')
    expect(await slots()).toHaveLength(3)
  })

  it('refuses a time the zone skips, a slot in the past, and fields out of bounds', async () => {
    const skipped = await postForm('/inbox/calls/publish', { ...series, time: '02:30' })
    expect(skipped.status).toBe(400)
    expect(visibleText(await skipped.text())).toContain('02:30 does not happen in that time zone')
    const past = await postForm('/inbox/calls/publish', { ...series, date: '2020-01-01' })
    expect(past.status).toBe(400)
    for (const bad of [
      { minutes: '1' },
      { count: '13' },
      { zone: 'Mars/Olympus' },
      { host: ' ' },
      { date: '2027-02-30' },
    ]) {
      expect((await postForm('/inbox/calls/publish', { ...series, ...bad })).status).toBe(400)
    }
    expect(await slots()).toEqual([])
  })

  it('refuses a post from another site', async () => {
    const answer = await postForm('/inbox/calls/publish', series, { Origin: 'https://evil.test' })
    expect(answer.status).toBe(403)
    expect(await slots()).toEqual([])
  })

  it('withdraws a free slot and keeps a booked one', async () => {
    const free = await seedSlot({ startsAt: '2027-04-01T08:00:00.000Z' })
    const booked = await seedSlot({ startsAt: '2027-04-01T09:00:00.000Z' })
    await env.DB.prepare('INSERT INTO call_bookings (slot_id, application_id) VALUES (?, ?)')
      .bind(booked, await seedApplication())
      .run()
    const page = await asStaff('/inbox/calls')
    expect(attributeValues(await page.text(), 'form', 'action')).toContain(
      `/inbox/calls/${free}/withdraw`,
    )
    const done = await follow(await postForm(`/inbox/calls/${free}/withdraw`, {}))
    expect(visibleText(await done.text())).toContain('The slot was withdrawn.')
    const kept = await follow(await postForm(`/inbox/calls/${booked}/withdraw`, {}))
    expect(visibleText(await kept.text())).toContain('could not be withdrawn')
    const rows = await slots()
    expect(rows.map((row) => row.withdrawn_at === null)).toEqual([false, true])
  })

  it('shows today’s and tomorrow’s calls with the applicant’s name as text, linked', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const startOfToday = Date.parse(`${today}T00:00:00Z`)
    const day = 86_400_000
    const at = (ms: number) => new Date(ms).toISOString()
    const book = async (startsAt: string, name: string) => {
      const id = await seedApplication({ name })
      const slot = await seedSlot({ startsAt, host: `Host of ${name}` })
      await env.DB.prepare('INSERT INTO call_bookings (slot_id, application_id) VALUES (?, ?)')
        .bind(slot, id)
        .run()
      return id
    }
    const early = await book(at(startOfToday + 60_000), '<b>Early</b> Bird')
    const next = await book(at(startOfToday + day + 12 * 3_600_000), 'Tomorrow Person')
    await book(at(startOfToday + 2 * day + 12 * 3_600_000), 'Later Person')
    const html = await (await asStaff('/inbox/calls')).text()
    const words = visibleText(html)
    expect(words).toContain('Today')
    expect(words).toContain('<b>Early</b> Bird')
    expect(html).not.toContain('<b>Early</b>')
    expect(words).toContain('Tomorrow Person')
    expect(words).toContain('Host of Tomorrow Person')
    expect(words).not.toContain('Later Person')
    const links = attributeValues(html, 'a', 'href')
    expect(links).toContain(`/inbox/applications/${early}`)
    expect(links).toContain(`/inbox/applications/${next}`)
  })

  it('shows each call and free slot on its own zone’s clock, the zone named', async () => {
    const tomorrowNoon =
      Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`) + 86_400_000
    const id = await seedApplication({ name: 'Tokyo Applicant' })
    const tokyo = await seedSlot({
      startsAt: new Date(tomorrowNoon).toISOString(),
      timeZone: 'Asia/Tokyo',
    })
    await env.DB.prepare('INSERT INTO call_bookings (slot_id, application_id) VALUES (?, ?)')
      .bind(tokyo, id)
      .run()
    // 16:30 UTC on 28 March 2027 is 18:30 in Berlin, on summer time since that morning.
    await seedSlot({ startsAt: '2027-03-28T16:30:00.000Z', timeZone: 'Europe/Berlin' })
    const words = visibleText(await (await asStaff('/inbox/calls')).text())
    expect(words).toMatch(/Tomorrow [^·]*, 21:00 \(Asia\/Tokyo\) Tokyo Applicant/)
    expect(words).toContain('Sun, 28 Mar 2027, 18:30 (Europe/Berlin)')
    expect(words).not.toContain('16:30')
  })
})
