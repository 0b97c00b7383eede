// A cohort's sessions in the visitor's own time in Firefox ESR at 375 px (Chromium:
// test/browser/local-times.test.ts), its zone set by the TZ of its process: with JavaScript each
// session reads in New York's or Kolkata's time, across both zones' clock changes, with no layout
// shift; without it the page names Berlin's zone with its offsets and keeps no empty room.
import type { Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { berlinCohort, publishOnly, unpublish } from '../browser/published-cohort'
import { baseURL, noFirefox, openPage, useFirefox } from './firefox'

/** Text as read, every kind of space (a narrow one before PM, thin ones in a range) one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The next cohort's card as read: its local lines, its note, its words and their rooms' heights. */
const readCard = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('#next-cohort ~ dl') as HTMLElement
    const local = [...card.querySelectorAll<HTMLElement>('[data-local]')]
    const note = card.querySelector<HTMLElement>('[data-local-note]')
    return {
      words: card.innerText,
      local: local.map((span) => span.textContent ?? ''),
      lines: local.map(
        (span) => span.clientHeight / Number.parseFloat(getComputedStyle(span).lineHeight),
      ),
      note: note?.textContent ?? '',
      shown: [...local, note].map((room) => room?.checkVisibility() ?? false),
    }
  })

const zones = {
  'America/New_York': {
    local: [
      'Mon 12:30–3:30 PM your time',
      'Wed 12:30–3:30 PM your time',
      'Sat 4:00–7:00 AM your time',
    ],
    note: 'Your time: New York. Mar 15 – 27: 1 hour later.',
  },
  'Asia/Kolkata': {
    local: [
      'Mon 10:00 PM–Tue 1:00 AM your time',
      'Wed 10:00 PM–Thu 1:00 AM your time',
      'Sat 1:30–4:30 PM your time',
    ],
    note: 'Your time: Kolkata. Mar 1 – 27: 1 hour later.',
  },
} as const

beforeAll(() => publishOnly(baseURL, berlinCohort))
afterAll(() => unpublish(baseURL))

for (const [timeZone, reads] of Object.entries(zones)) {
  describe.skipIf(noFirefox)(`a cohort’s sessions in Firefox in ${timeZone}`, () => {
    const firefox = useFirefox({ timeZone })

    it('reads each session in the visitor’s time, both sides of the clock changes, in kept room', async () => {
      const { page, errors, close } = await openPage(firefox(), 375)
      await page.goto(new URL('/accelerator', baseURL).href)
      await expect.poll(async () => spaced((await readCard(page)).note)).toBe(reads.note)
      const card = await readCard(page)
      expect(card.local.map(spaced)).toEqual(reads.local)
      expect(card.lines).toEqual([1, 1, 1])
      expect(spaced(card.words)).toContain('Berlin time, UTC+1 (UTC+2 from March 28)')
      // What follows the card stands where it would with the rooms empty, as the page came: the
      // script's words took the room kept for them and no more (Firefox has no layout-shift API).
      const tops = await page.evaluate(() => {
        const top = () => document.querySelector('#philosophy')?.getBoundingClientRect().top
        const filled = top()
        for (const room of document.querySelectorAll('[data-local], [data-local-note]'))
          room.textContent = ''
        return { filled, empty: top() }
      })
      expect(tops.filled).toBe(tops.empty)
      expect(errors).toEqual([])
      await close()
    })
  })
}

describe.skipIf(noFirefox)('a cohort’s sessions in Firefox without JavaScript', () => {
  const firefox = useFirefox({ javaScript: false, timeZone: 'America/New_York' })

  it('names the school’s zone with its offsets, and keeps no empty room', async () => {
    const { page, close } = await openPage(firefox(), 375)
    await page.goto(new URL('/accelerator', baseURL).href)
    const card = await readCard(page)
    expect(spaced(card.words)).toContain(
      'Mon 6:30–9:30 PM Wed 6:30–9:30 PM Sat 10:00 AM–1:00 PM Time zone Berlin time, UTC+1 (UTC+2 from March 28)',
    )
    expect(card.words).not.toContain('your time')
    expect(card.shown).toEqual([false, false, false, false])
    await close()
  })
})
