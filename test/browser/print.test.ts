import { describe, expect, it } from 'vitest'
import { baseURL, noBrowser, openPage, useBrowser } from './browser'

/** The pages of a PDF, counted from its page objects. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length

describe.skipIf(noBrowser)('/accelerator on paper', () => {
  const browser = useBrowser()

  it.each(['light', 'dark'] as const)(
    'prints on at most 3 A4 pages (a %s-scheme visitor)',
    async (colorScheme) => {
      const { page, close } = await openPage(browser(), 1280)
      await page.emulateMedia({ colorScheme })
      await page.goto('/accelerator', { waitUntil: 'networkidle' })
      const pages = pageCount(await page.pdf({ format: 'A4' }))
      expect(pages).toBeGreaterThan(0)
      expect(pages).toBeLessThanOrEqual(3)
      await close()
    },
  )

  it('prints the content only, in dark ink, with its address and its icons', async () => {
    const { page, close } = await openPage(browser(), 1280)
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
    await page.goto('/accelerator', { waitUntil: 'networkidle' })
    for (const chrome of ['body > header', 'body > footer', '.skip-link']) {
      expect(await page.locator(chrome).isVisible(), chrome).toBe(false)
    }
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false)
    const address = page.getByText(`${baseURL}/accelerator`, { exact: false })
    expect(await address.isVisible()).toBe(true)
    // Dark ink on white: every line of text in the content (the call to action, white on a blue
    // band on screen, included) is dark enough to read without its background.
    const pale = await page.locator('main').evaluate((main) => {
      const canvas = new OffscreenCanvas(1, 1)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d context')
      const luminance = (color: string) => {
        context.clearRect(0, 0, 1, 1)
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
        const bytes = [...context.getImageData(0, 0, 1, 1).data].slice(0, 3)
        const [r = 0, g = 0, b = 0] = bytes.map((value) => {
          const channel = value / 255
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      return [...main.querySelectorAll('*')]
        .filter((element) =>
          [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
        )
        .filter((element) => luminance(getComputedStyle(element).color) > 0.2)
        .map((element) => element.textContent?.slice(0, 40))
    })
    expect(pale).toEqual([])
    // Icons are drawn inline in the colour of their text, which paper keeps (a CSS background, as
    // the staff's icons are, needs print-color-adjust: exact).
    expect(await page.locator('main svg[aria-hidden="true"]').first().isVisible()).toBe(true)
    await close()
  })

  it('keeps each card whole across page breaks', async () => {
    const { page, close } = await openPage(browser(), 1280)
    await page.emulateMedia({ media: 'print' })
    await page.goto('/accelerator')
    const breaks = await page
      .locator('main .card')
      .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).breakInside))
    expect(breaks.length).toBeGreaterThan(10)
    expect(new Set(breaks)).toEqual(new Set(['avoid']))
    await close()
  })
})
