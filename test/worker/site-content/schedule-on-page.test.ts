// A cohort meeting on Monday and Wednesday evenings and Saturday mornings, as /accelerator says it:
// each session with its own hours in the school's zone, the zone with its offset and its change
// during the cohort, the room the browser writes the visitor's own time into (with the instants it
// needs), the script that does it on this page only, and a Schedule per distinct hours.
import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { readLiveContent } from '../../../src/server/site-content/live'
import { visibleText } from '../html'
import { publishRevision } from './revisions'

const sessions = [
  { day: 'sat', from: '10:00', to: '13:00' },
  { day: 'mon', from: '18:30', to: '21:30' },
  { day: 'wed', from: '18:30', to: '21:30' },
]
const cohort = {
  startDate: '2027-03-01',
  schedule: { sessions, timeZone: 'Europe/Berlin' },
  format: { mode: 'online' },
}

const page = async (path: string) => (await SELF.fetch(`https://lumen.test${path}`)).text()
const hero = (words: string) => words.slice(0, words.indexOf('Program Philosophy'))
const week = 7 * 86_400_000

beforeAll(async () => {
  await env.DB.prepare('DELETE FROM content_revisions').run()
  await publishRevision({ cohort: { cohorts: [cohort] } })
  readLiveContent.renew()
})

describe('a cohort’s sessions on /accelerator', () => {
  it('lists each session with its own hours, in the week’s order, and the zone with its offsets', async () => {
    const words = hero(visibleText(await page('/accelerator')))
    expect(words).toMatch(
      /Schedule Mon 6:30–9:30\sPM Wed 6:30–9:30\sPM Sat 10:00\sAM–1:00\sPM Time zone Berlin time, UTC\+1 \(UTC\+2 from March 28\)/,
    )
  })

  it('keeps an empty room per session and for a note, with each session’s instants, run by run', async () => {
    const html = await page('/accelerator')
    const card = html.slice(html.indexOf('id="next-cohort"'), html.indexOf('</aside>'))
    expect(card.match(/<span data-local="" class="local-time[^"]*"><\/span>/g)).toHaveLength(3)
    expect(card.match(/<p data-local-note="" class="local-note[^"]*"><\/p>/g)).toHaveLength(1)
    const runs = [...card.matchAll(/data-runs="([^"]*)"/g)].map((match) => match[1])
    // Berlin is UTC+1 until its clocks go forward on 28 March, UTC+2 after: the same 18:30 is a
    // different instant, so a new run begins. 28 weeks from 1 March end on 12 September.
    const monday = [Date.parse('2027-03-01T17:30:00Z'), Date.parse('2027-03-29T16:30:00Z')]
    expect(runs[0]).toBe(`${monday[0]},4,180,60;${monday[1]},24,180,120`)
    const saturday = [Date.parse('2027-03-06T09:00:00Z'), Date.parse('2027-04-03T08:00:00Z')]
    expect(runs[2]).toBe(`${saturday[0]},4,180,60;${saturday[1]},24,180,120`)
    expect((monday[1] as number) + 23 * week).toBe(Date.parse('2027-09-06T16:30:00Z'))
  })

  it('loads the visitor’s-time script on /accelerator only, as a module of the site’s own', async () => {
    expect(await page('/accelerator')).toContain(
      '<script src="/assets/local-times-test.js" type="module" async=""></script>',
    )
    for (const path of ['/', '/stack', '/privacy']) {
      const html = await page(path)
      expect(html, path).not.toContain('local-times')
      expect(html, path).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/)
    }
  })

  it('describes the sessions as one Schedule per distinct hours, weekly over the cohort', async () => {
    const html = await page('/accelerator')
    const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1]
    const graph = JSON.parse(block ?? '{}')['@graph'] as Record<string, unknown>[]
    const course = graph.find((node) => node['@type'] === 'Course') as {
      hasCourseInstance: { courseSchedule: unknown }[]
    }
    const common = {
      '@type': 'Schedule',
      duration: 'PT3H',
      repeatFrequency: 'P1W',
      startDate: '2027-03-01',
      endDate: '2027-09-12',
      scheduleTimezone: 'Europe/Berlin',
    }
    expect(course.hasCourseInstance[0]?.courseSchedule).toEqual([
      {
        ...common,
        byDay: ['https://schema.org/Monday', 'https://schema.org/Wednesday'],
        startTime: '18:30:00',
        endTime: '21:30:00',
      },
      {
        ...common,
        byDay: ['https://schema.org/Saturday'],
        startTime: '10:00:00',
        endTime: '13:00:00',
      },
    ])
  })
})

describe('a cohort’s weeks as the school publishes the program’s length', () => {
  it('ends the cohort, its zone’s changes and its Schedule after the published weeks', async () => {
    await publishRevision({ cohort: { cohorts: [cohort] }, programLength: { weeks: 3 } })
    readLiveContent.renew()
    const html = await page('/accelerator')
    // Three weeks from 1 March end on 21 March, before Berlin's clocks go forward on the 28th.
    expect(hero(visibleText(html))).toContain('Time zone Berlin time, UTC+1 ')
    expect(hero(visibleText(html))).not.toContain('from March 28')
    const card = html.slice(html.indexOf('id="next-cohort"'), html.indexOf('</aside>'))
    const monday = Date.parse('2027-03-01T17:30:00Z')
    expect(card.match(/data-runs="([^"]*)"/)?.[1]).toBe(`${monday},3,180,60`)
    expect(html).toContain('"endDate":"2027-03-21"')
  })
})
