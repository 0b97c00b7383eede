// The outcomes and the graduates' words as a visitor reads them (components/proof/): nothing at
// all until published, then between the program's structure and how to apply on /accelerator and
// a glimpse on home, as text, with no structured data claimed.
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { visibleText } from '../html'
import { movingClock } from '../site-content/moving-clock'
import { publishRevision } from '../site-content/revisions'

const later = movingClock('2026-11-27T10:00:00Z')

const page = async (path: string) => (await SELF.fetch(`https://lumen.test${path}`)).text()

const outcome = {
  figure: '87 %',
  measures: 'of graduates in a developer role within six months',
  period: 'Cohorts that finished in 2025',
  graduates: 46,
  method: 'We asked every graduate six months after demo day.',
}
const graduate = {
  name: 'Sam O.',
  cohort: 'March 2026',
  role: 'Backend developer',
  words: 'Worth every evening.',
  consentDate: '2026-10-02',
}

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
})

describe('the proof, as a visitor reads it', () => {
  it('changes not a byte of /accelerator or home while neither group holds an entry', async () => {
    const before = [await page('/accelerator'), await page('/')]
    await publishRevision({ outcomes: { outcomes: [] }, graduates: { graduates: [] } })
    later()
    expect([await page('/accelerator'), await page('/')]).toEqual(before)
    expect(before[0]).not.toContain('id="outcomes"')
    expect(before[1]).not.toContain('id="proof"')
  })

  it('sits between the program’s structure and how to apply, outcomes first', async () => {
    await publishRevision({
      outcomes: { outcomes: [outcome] },
      graduates: { graduates: [graduate] },
      applying: { steps: ['Write to us.'] },
    })
    later()
    const html = await page('/accelerator')
    const at = (id: string) => html.indexOf(`id="${id}"`)
    expect(at('program-structure')).toBeLessThan(at('outcomes'))
    expect(at('outcomes')).toBeLessThan(at('graduates'))
    expect(at('graduates')).toBeLessThan(at('how-to-apply'))
    expect(visibleText(html)).toContain(
      '“Worth every evening.” Sam O. Backend developer March 2026 cohort',
    )
    // No Review: a rating would be invented, and a school's own quotes are not reviews.
    expect(html).not.toContain('"Review"')
    expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*Worth every evening/)
  })

  it('shows a graduate published without a consent date nowhere (a row written by hand)', async () => {
    const { consentDate: _, ...unconsented } = graduate
    await publishRevision({ graduates: { graduates: [unconsented] } })
    later()
    expect(visibleText(await page('/accelerator'))).not.toContain('Worth every evening.')
    expect(visibleText(await page('/'))).not.toContain('Worth every evening.')
  })

  it('shows what was typed as text, markup and all', async () => {
    const typed = '<img src=x onerror=alert(1)>'
    await publishRevision({
      outcomes: { outcomes: [{ ...outcome, method: typed }] },
      graduates: { graduates: [{ ...graduate, words: typed }] },
    })
    later()
    for (const path of ['/accelerator', '/']) {
      const html = await page(path)
      expect(html).not.toContain(typed)
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    }
  })

  it('shows home the first figure and the first graduate only', async () => {
    await publishRevision({
      outcomes: { outcomes: [outcome, { ...outcome, figure: '11 weeks', measures: 'to a job' }] },
      graduates: { graduates: [graduate, { ...graduate, name: 'L. W.', words: 'Hard, fair.' }] },
    })
    later()
    const home = visibleText(await page('/'))
    expect(home).toContain('87 %')
    expect(home).toContain('Worth every evening.')
    expect(home).not.toContain('11 weeks')
    expect(home).not.toContain('Hard, fair.')
    const accelerator = visibleText(await page('/accelerator'))
    expect(accelerator).toContain('11 weeks to a job')
    expect(accelerator).toContain('“Hard, fair.” L. W.')
  })
})
