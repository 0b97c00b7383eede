import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { noBrowser, openPage, routePaths, useBrowser } from './browser'

/** The home page's offering cards, each found by where it leads. */
const card = (page: Page, href: string) =>
  page.locator('main li').filter({ has: page.locator(`h3 a[href="${href}"]`) })

const planned = ['/corporate', '/technical'] as const

describe.skipIf(noBrowser)('the offerings', () => {
  const browser = useBrowser()

  it('badges exactly the two planned offerings “Coming soon”, in words', async () => {
    const { page, close } = await openPage(browser())
    await page.goto('/')
    const badges = (href: string) => card(page, href).getByText('Coming soon', { exact: true })
    expect(await badges('/accelerator').count()).toBe(0)
    for (const href of planned) {
      expect(await badges(href).count(), href).toBe(1)
      expect(await badges(href).isVisible(), href).toBe(true)
    }
    await close()
  })

  it('lets the accelerator lead: first, above and wider than the planned two', async () => {
    for (const width of [768, 1280]) {
      const { page, close } = await openPage(browser(), width)
      await page.goto('/')
      const hrefs = await page
        .locator('main h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs, `${width}px`).toEqual(['/accelerator', ...planned])
      const lead = await card(page, '/accelerator').boundingBox()
      for (const href of planned) {
        const other = await card(page, href).boundingBox()
        expect(lead?.width, `${href} at ${width}px`).toBeGreaterThan((other?.width ?? 0) * 1.5)
        expect(lead?.y, `${href} at ${width}px`).toBeLessThan(other?.y ?? 0)
      }
      await close()
    }
  })

  it('keeps every home card at a readable width at 768px', async () => {
    const { page, close } = await openPage(browser(), 768)
    await page.goto('/')
    for (const href of ['/accelerator', ...planned]) {
      const box = await card(page, href).boundingBox()
      expect(box?.width, href).toBeGreaterThanOrEqual(300)
    }
    await close()
  })

  it.each(planned)(
    'shows on %s the five items its home card lists, and a way to talk to us now',
    async (path) => {
      const { page, close } = await openPage(browser())
      await page.goto('/')
      const onHome = await card(page, path).locator('ul li').allInnerTexts()
      await page.goto(path)
      const onPage = await page
        .getByRole('region', { name: 'What is planned' })
        .getByRole('listitem')
        .allInnerTexts()
      expect(onHome).toHaveLength(5)
      expect(onPage).toEqual(onHome)
      const talk = page.getByRole('link', { name: 'Talk to us now' })
      expect(await talk.getAttribute('href')).toBe(`/contact?about=${path.slice(1)}`)
      expect(await page.locator('main section').first().locator('h1').count()).toBe(1)
      await close()
    },
  )
})

/**
 * Whether every row of every multi-column grid in main ends at the grid's right edge: a row that
 * stops short leaves an empty cell. Returns the grids that do not, described.
 */
function gridsWithEmptyCells(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const grid of document.querySelectorAll('main *')) {
      const style = getComputedStyle(grid)
      if (style.display !== 'grid') continue
      if (style.gridTemplateColumns.split(' ').length < 2) continue
      const right = grid.getBoundingClientRect().right - Number.parseFloat(style.paddingRight)
      // A row ends where the rightmost item across it ends, spanning items from rows above included.
      const boxes = [...grid.children]
        .map((item) => item.getBoundingClientRect())
        .filter((box) => box.width > 0)
      const rows = new Map<number, number>()
      for (const { top } of boxes) {
        const across = boxes.filter((box) => box.top <= top + 1 && box.bottom > top + 1)
        rows.set(Math.round(top), Math.max(...across.map((box) => box.right)))
      }
      for (const [top, end] of rows) {
        if (right - end > 2)
          problems.push(`${grid.className} (row at ${top}px ends ${right - end}px short)`)
      }
    }
    return problems
  })
}

describe.skipIf(noBrowser)('grids', () => {
  const browser = useBrowser()

  it.each(routePaths)('leaves no empty cell in a grid on %s at 768px and 1280px', async (path) => {
    for (const width of [768, 1280]) {
      const { page, close } = await openPage(browser(), width)
      await page.goto(path)
      expect(await gridsWithEmptyCells(page), `${path} at ${width}px`).toEqual([])
      await close()
    }
  })
})
