// The facts the site came with (the spec's Time & Support, its 28 weeks, the home card's bullets)
// as the school publishes them: every page that states one says the published one, and the spec's
// until then (site-content/facts.ts, the groups timeSupport, programLength and acceleratorCard).
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { homeContent } from '../../../src/shared/content/home'
import { visibleText } from '../html'
import { movingClock } from './moving-clock'
import { publishRevision } from './revisions'

const later = movingClock('2026-12-01T12:00:00Z')

const page = async (path: string) => (await SELF.fetch(`https://lumen.test${path}`)).text()
const words = async (path: string) => visibleText(await page(path))

/** The text of the section under the h2 with this id, up to the next section. */
const section = (html: string, id: string) =>
  visibleText(`<h2 ${html.split(`id="${id}"`)[1]?.split('</section>')[0] ?? ''}`).trim()

const description = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''

const course = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((match) => JSON.parse(match[1] ?? '{}')['@graph'] as { '@type': string }[])
    .find((node) => node['@type'] === 'Course') as unknown as {
    timeRequired: string
    description: string
  }

const timeSupport = {
  hoursPerWeek: 15,
  lectures: 'Three 2-hour lectures, on Monday, Wednesday and Saturday',
  officeHours: 'Tuesday and Thursday 6-8pm',
  chatCommunity: 'A Discord server of students, alumni and instructors',
}
const bullets = [
  '15 hours a week, evenings and Saturdays',
  'Three live lectures every week',
  'Office hours twice a week',
  'PostgreSQL, Express, React and Node.js',
  'A capstone you deploy and present',
]

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
  later()
})

describe('Time & Support', () => {
  it('states the spec’s texts until the school publishes its own', async () => {
    expect(section(await page('/accelerator'), 'time-support')).toBe(
      'Time & Support Plan on 20 hours per week in total, split between live teaching, practice and support. ' +
        'Weekly commitment 20 hours per week in total ' +
        'Live lectures Two 3-hour lectures, on Tuesday and Wednesday ' +
        'Office hours Monday/Friday 7-9pm and Thursday/Saturday 7-9pm ' +
        'Chat community A chat community of students and instructors for questions between sessions',
    )
  })

  it('states the published hours, lectures, office hours and chat community', async () => {
    await publishRevision({ timeSupport })
    later()
    const html = await page('/accelerator')
    expect(section(html, 'time-support')).toBe(
      'Time & Support Plan on 15 hours per week in total, split between live teaching, practice and support. ' +
        'Weekly commitment 15 hours per week in total ' +
        `Live lectures ${timeSupport.lectures} ` +
        `Office hours ${timeSupport.officeHours} ` +
        `Chat community ${timeSupport.chatCommunity}`,
    )
    expect(description(html)).toContain('15 hours a week of live lectures')
  })
})

describe('the program’s length', () => {
  it('is the spec’s 28 weeks until published', async () => {
    const html = await page('/accelerator')
    expect(visibleText(html)).toContain('28-Week Part-Time Program')
    expect(course(html).timeRequired).toBe('P28W')
  })

  it('is the published one in the badge, the home card, /stack, the descriptions and the Course', async () => {
    await publishRevision({ programLength: { weeks: 30 } })
    later()
    const accelerator = await page('/accelerator')
    expect(visibleText(accelerator)).toContain('30-Week Part-Time Program')
    expect(visibleText(accelerator)).not.toContain('28-Week')
    expect(description(accelerator)).toMatch(/^A 30-week part-time accelerator: 20 hours a week/)
    expect(course(accelerator)).toMatchObject({
      timeRequired: 'P30W',
      description: description(accelerator),
    })
    const home = await page('/')
    expect(visibleText(home)).toContain('A 30-week part-time program that takes you')
    expect(description(home)).toContain('a 30-week part-time full-stack accelerator')
    expect(await words('/stack')).toContain('in 30 part-time weeks.')
    for (const path of ['/', '/stack']) expect(await page(path)).not.toMatch(/28[- ]week/i)
  })
})

describe('the home page’s accelerator card', () => {
  it('lists its own five bullets until the school publishes five', async () => {
    expect(await words('/')).toContain(homeContent.cards[0].bullets.join(' '))
    await publishRevision({ acceleratorCard: { bullets } })
    later()
    const home = await words('/')
    expect(home).toContain(bullets.join(' '))
    expect(home).not.toContain(homeContent.cards[0].bullets[1])
  })
})
