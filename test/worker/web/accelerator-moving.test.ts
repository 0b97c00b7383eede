// The long page a phone moves through (pages/accelerator.tsx): a list of its sections under the
// hero, a link to each section shown and to nothing else, and, while a cohort takes applications,
// the bar that keeps the way to apply in reach; no script for either.
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { filledContent } from '../../fixtures/site-content'
import { attributeValues, visibleText } from '../html'
import { movingClock } from '../site-content/moving-clock'
import { publishRevision } from '../site-content/revisions'

const later = movingClock('2026-12-01T12:00:00Z')

const accelerator = async () => (await SELF.fetch('https://lumen.test/accelerator')).text()

/** The page's in-page list: the nav named "On this page", and where its links lead. */
function sectionsNav(html: string) {
  const main = html.split('<main')[1]?.split('</main>')[0] ?? ''
  const nav = /<nav aria-labelledby="([^"]+)"[^>]*>([\s\S]*?)<\/nav>/.exec(main)
  const label = new RegExp(`id="${nav?.[1]}"[^>]*>([^<]*)<`).exec(main)?.[1]
  const after = main.slice((nav?.index ?? 0) + (nav?.[0].length ?? 0))
  return { label, links: attributeValues(nav?.[2] ?? '', 'a', 'href'), after }
}

/** The ids of the sections' headings after the list. */
const sectionIds = (html: string) =>
  [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => `#${match[1]}`)

/** The apply bar, or undefined while there is none. */
const applyBar = (html: string) => /<div id="apply-bar"[\s\S]*?<\/div><\/div>/.exec(html)?.[0]

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
  later()
})

describe('the list of the sections', () => {
  it('is a nav named “On this page”, linking to every section shown, in order', async () => {
    for (const content of [{}, filledContent]) {
      await publishRevision(content)
      later()
      const { label, links, after } = sectionsNav(await accelerator())
      expect(label).toBe('On this page')
      expect(links).toEqual(sectionIds(after))
    }
  })

  it('names the school’s sections once published: cohorts, price, instructors, proof, applying, FAQ', async () => {
    const before = sectionsNav(await accelerator()).links
    expect(before).toEqual([
      '#philosophy',
      '#time-support',
      '#core-technologies',
      '#learning-approach',
      '#program-structure',
    ])
    await publishRevision(filledContent)
    later()
    const html = await accelerator()
    expect(sectionsNav(html).links).toEqual([
      '#upcoming-cohorts',
      '#key-facts',
      '#philosophy',
      '#time-support',
      '#core-technologies',
      '#learning-approach',
      '#instructors',
      '#program-structure',
      '#outcomes',
      '#graduates',
      '#how-to-apply',
      '#faq',
    ])
    expect(visibleText(/<nav aria-labelledby[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '')).toBe(
      ' On this page Cohorts Price & format Philosophy Time & Support Technologies Learning approach Instructors Month by month Outcomes Graduates How to apply FAQ ',
    )
  })
})

describe('the apply bar', () => {
  it('is there while a cohort takes applications, leading where the hero’s Apply does', async () => {
    await publishRevision(filledContent)
    later()
    const html = await accelerator()
    const bar = applyBar(html) ?? ''
    expect(visibleText(bar)).toBe(' Starts March 2, 2027 Apply by February 12, 2027 Apply now ')
    const hero = /<a href="([^"]+)"[^>]*>Apply by February 12, 2027<\/a>/.exec(html)?.[1]
    expect(hero).toBe('/apply?cohort=2027-03-02')
    expect(attributeValues(bar, 'a', 'href')).toEqual([hero])
  })

  it('is not there while no cohort takes applications, nor with nothing published', async () => {
    expect(applyBar(await accelerator())).toBeUndefined()
    const closed = { ...filledContent.cohort.cohorts[0], applicationDeadline: '2026-11-20' }
    await publishRevision({ cohort: { cohorts: [closed] } })
    later()
    const html = await accelerator()
    expect(visibleText(html)).toContain('Applications closed')
    expect(applyBar(html)).toBeUndefined()
  })

  it('adds no script: the page runs only the sessions’ local times', async () => {
    await publishRevision(filledContent)
    later()
    const scripts = (await accelerator()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.filter((tag) => !tag.includes('application/ld+json'))).toEqual([
      '<script src="/assets/local-times-test.js" type="module" async="">',
    ])
  })
})
