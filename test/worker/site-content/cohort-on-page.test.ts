// The next cohort as published, where a visitor looks first: the hero of /accelerator (start,
// deadline, schedule with its time zone, format, price; "Apply by <deadline>" as its first
// button), its CourseInstance, and time doing its work: at the minute a deadline's day ends in the
// cohort's zone the page says applications are closed, at the minute it starts the next cohort
// takes its place, with nobody publishing and the kept page rendered anew.
import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkEveryMs } from '../../../src/server/site-content/live'
import { attributeValues, visibleText } from '../html'
import { publishRevision } from './revisions'

const spring = {
  startDate: '2027-03-01',
  applicationDeadline: '2027-02-01',
  schedule: {
    days: 'Tue, Wed',
    hours: { from: '19:00', to: '22:00' },
    timeZone: 'America/New_York',
  },
  format: { mode: 'online' },
  seats: 24,
}
const autumn = {
  startDate: '2027-09-07',
  applicationDeadline: '2027-08-15',
  schedule: { timeZone: 'America/New_York' },
  format: { mode: 'onsite', location: { name: 'Harbour Campus', address: '1 Example Street' } },
}
const content = {
  cohort: { cohorts: [spring, autumn] },
  tuition: { amount: 12500, currency: 'USD' },
}

// New York is UTC-5 in winter: 1 February ends at 05:00 UTC on the 2nd; 1 March begins at 05:00 UTC.
const deadlineEnds = Date.parse('2027-02-02T05:00:00Z')
const springStarts = Date.parse('2027-03-01T05:00:00Z')

const at = async (instant: number) => {
  vi.setSystemTime(instant)
  const response = await SELF.fetch('https://lumen.test/accelerator')
  const html = await response.text()
  return { html, words: visibleText(html), etag: response.headers.get('ETag') }
}

/** The hero: everything before the first section after it. */
const hero = (words: string) => words.slice(0, words.indexOf('Program Philosophy'))

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.parse('2026-12-01T12:00:00Z'))
  await env.DB.prepare('DELETE FROM content_revisions').run()
  await publishRevision(content)
  // Past the interval: this isolate reads the new version.
  vi.setSystemTime(Date.parse('2026-12-01T12:00:00Z') + checkEveryMs)
})
afterEach(() => vi.useRealTimers())

describe('the next cohort on /accelerator', () => {
  it('is in the hero: start, deadline, schedule with its zone, format, price, seats, and Apply by', async () => {
    const { words } = await at(Date.parse('2026-12-01T12:00:10Z'))
    const top = hero(words)
    expect(top).toContain('Next cohort')
    for (const shown of [
      'Starts March 1, 2027',
      'Apply by February 1, 2027',
      // Published as days and hours before sessions existed: read as a session a day.
      'Schedule Tue 7:00–10:00 PM Wed 7:00–10:00 PM Time zone New York time, UTC−5 (UTC−4 from March 14)',
      'Format Online',
      'Tuition $12,500',
      'Seats 24 seats',
    ])
      expect(top).toContain(shown)
    // The first button names the deadline.
    expect(top).toContain('Apply by February 1, 2027 See the month-by-month plan')
    expect(top).not.toContain('Ask about the next cohort')
  })

  it('offers the next cohort from the minute the first one’s deadline ends in its zone, not before', async () => {
    const before = await at(deadlineEnds - 1)
    expect(hero(before.words)).toContain('Apply by February 1, 2027')
    expect(before.html).toContain('"startDate":"2027-03-01"')
    const after = await at(deadlineEnds)
    const top = hero(after.words)
    expect(top).toContain('Starts September 7, 2027')
    expect(top).toContain('Apply by August 15, 2027')
    expect(top).toContain('Format In person, Harbour Campus')
    expect(top).not.toContain('March 1, 2027')
    expect(after.html).toContain('"startDate":"2027-09-07"')
    expect(after.html).not.toContain('"startDate":"2027-03-01"')
    // The kept page and browsers' copies are renewed: the variant changed with the minute.
    expect(after.etag).not.toBe(before.etag)
  })

  it('acts in UTC for a cohort whose schedule names no time zone', async () => {
    await env.DB.prepare(
      `INSERT INTO content_revisions (id, body, published_by, published_at) VALUES (980, ?, 'maria@lumen.test', '2026-12-01T12:00:00.000Z')`,
    )
      .bind(
        JSON.stringify({
          cohort: {
            cohorts: [
              {
                startDate: '2027-03-01',
                applicationDeadline: '2027-02-01',
                format: { mode: 'online' },
              },
            ],
          },
        }),
      )
      .run()
    const utcEnds = Date.parse('2027-02-02T00:00:00Z')
    expect(hero((await at(utcEnds - 60_000)).words)).toContain('Apply by February 1, 2027')
    const closed = hero((await at(utcEnds)).words)
    expect(closed).toContain('Apply by Applications closed')
    expect(closed).not.toContain('Time zone')
  })

  it('with no later cohort, says applications are closed from that minute, and is gone once it starts', async () => {
    // A revision id no other test of this file gives: each isolate knows a version by its id.
    await env.DB.prepare(
      `INSERT INTO content_revisions (id, body, published_by, published_at) VALUES (990, ?, 'maria@lumen.test', '2026-12-01T12:00:00.000Z')`,
    )
      .bind(JSON.stringify({ ...content, cohort: { cohorts: [spring] } }))
      .run()
    const before = await at(deadlineEnds - 60_000)
    expect(hero(before.words)).toContain('Apply by February 1, 2027')
    const closed = hero((await at(deadlineEnds)).words)
    expect(closed).toContain('Starts March 1, 2027')
    expect(closed).toContain('Apply by Applications closed')
    expect(closed).toContain('Ask about the next cohort')
    expect(closed).not.toContain('February 1, 2027')
    expect(hero((await at(springStarts - 1)).words)).toContain('Apply by Applications closed')
    const begun = await at(springStarts)
    expect(hero(begun.words)).not.toContain('Next cohort')
    expect(hero(begun.words)).toContain('Ask about the next cohort')
    expect(begun.html).not.toContain('CourseInstance')
    // The price stays, in the facts below the hero.
    expect(begun.words).toContain('Tuition $12,500')
  })
})

describe('every open cohort on /accelerator', () => {
  /** The section listing the cohorts: its HTML, from its heading to the section's end. */
  const cohortsSection = (html: string) => {
    const start = html.indexOf('<h2 id="upcoming-cohorts"')
    return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start))
  }
  /** Each cohort of the section, as the words of its card (which lists its sessions). */
  const listed = (html: string) =>
    cohortsSection(html)
      .split('<li class="card')
      .slice(1)
      .map((card) => visibleText(`<li${card}`).trim())
  /** The CourseInstances of the page's Course. */
  const instances = (html: string) => {
    const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1]
    const graph = JSON.parse(block ?? '{}')['@graph'] as Record<string, unknown>[]
    const course = graph.find((node) => node['@type'] === 'Course')
    return (course?.hasCourseInstance ?? []) as Record<string, unknown>[]
  }

  it('lists each, in start order: dates, schedule, format, place, seats and a way to apply', async () => {
    const { html, words } = await at(Date.parse('2026-12-01T12:00:10Z'))
    expect(words).toContain('Upcoming cohorts')
    const [first, second, ...more] = listed(html)
    expect(more).toEqual([])
    for (const shown of [
      'Starting March 1, 2027',
      'Apply by February 1, 2027',
      'Schedule Tue 7:00–10:00 PM Wed 7:00–10:00 PM',
      'Time zone New York time, UTC−5 (UTC−4 from March 14)',
      'Format Online',
      'Seats 24 seats',
      'Apply for the March 1, 2027 cohort',
    ])
      expect(first).toContain(shown)
    for (const shown of [
      'Starting September 7, 2027',
      'Apply by August 15, 2027',
      'Time zone New York time, UTC−4 (UTC−5 from November 7, UTC−4 from March 12)',
      'Format In person',
      'Location Harbour Campus, 1 Example Street',
      'Apply for the September 7, 2027 cohort',
    ])
      expect(second).toContain(shown)
    // What the second cohort's school left out is not said.
    expect(second).not.toMatch(/Schedule|Seats/)
    expect(attributeValues(cohortsSection(html), 'a', 'href')).toEqual([
      '/apply?cohort=2027-03-01',
      '/apply?cohort=2027-09-07',
    ])
  })

  it('describes each as a CourseInstance with its mode, place and offer', async () => {
    const { html } = await at(Date.parse('2026-12-01T12:00:10Z'))
    const [spring, autumn, ...more] = instances(html)
    expect(more).toEqual([])
    expect(spring).toMatchObject({
      '@type': 'CourseInstance',
      startDate: '2027-03-01',
      courseMode: 'Online',
      maximumAttendeeCapacity: 24,
      courseSchedule: [
        {
          '@type': 'Schedule',
          byDay: ['https://schema.org/Tuesday', 'https://schema.org/Wednesday'],
          startTime: '19:00:00',
          endTime: '22:00:00',
          duration: 'PT3H',
          repeatFrequency: 'P1W',
          startDate: '2027-03-01',
          endDate: '2027-09-12',
          scheduleTimezone: 'America/New_York',
        },
      ],
      offers: {
        '@type': 'Offer',
        price: 12500,
        priceCurrency: 'USD',
        category: 'Paid',
        availabilityEnds: '2027-02-01',
      },
    })
    expect(spring).not.toHaveProperty('location')
    expect(autumn).toMatchObject({
      startDate: '2027-09-07',
      courseMode: 'Onsite',
      location: { '@type': 'Place', name: 'Harbour Campus', address: '1 Example Street' },
      offers: { price: 12500, availabilityEnds: '2027-08-15' },
    })
  })

  it('leaves out a cohort once its applications close, and once it has begun', async () => {
    const closed = await at(deadlineEnds)
    // One cohort left open: the card in the hero holds it, and no list repeats it.
    expect(closed.words).not.toContain('Upcoming cohorts')
    expect(closed.words).not.toContain('March 1, 2027')
    expect(instances(closed.html).map((instance) => instance.startDate)).toEqual(['2027-09-07'])
    const begun = await at(springStarts)
    expect(begun.words).not.toContain('Upcoming cohorts')
    expect(begun.words).not.toContain('March 1, 2027')
    expect(instances(begun.html).map((instance) => instance.startDate)).toEqual(['2027-09-07'])
  })
})
