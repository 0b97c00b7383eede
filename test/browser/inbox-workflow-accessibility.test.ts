// The inbox's new pages (the list, a message with a note, the delete confirmation) at phone and
// desktop widths: no axe violation, no sideways scrolling, no console error.
import { describe, expect, it } from 'vitest'
import { accessibilityViolations, horizontalOverflow, noBrowser, useBrowser } from './browser'
import { inboxPages, sendThree, uniqueTag } from './inbox-workflow.ts'

describe.skipIf(noBrowser)('a day’s work in the inbox', () => {
  const browser = useBrowser()
  const { signedIn, visit, messageUrl } = inboxPages(browser)

  // Four pages at two widths through every axe rule: slower than the suite's default.
  it('finds no accessibility violation and no sideways scrolling on the new pages', {
    timeout: 120_000,
  }, async () => {
    const tag = uniqueTag()
    await sendThree(tag)
    for (const width of [375, 1280]) {
      const { page, errors, close } = await signedIn(tag, width)
      await visit(page, `/inbox?q=${tag}`)
      const paths = [page.url()]
      await page.locator('main ol a').first().click()
      await page.waitForURL(messageUrl)
      await page.getByLabel('Note for the staff (the sender never sees it)').fill('Rang back.')
      await page.getByRole('button', { name: 'Add note' }).click()
      await page.waitForURL((url) => url.hash === '#history')
      paths.push(page.url())
      await visit(page, `/inbox?q=${tag}`)
      await page.locator('input[data-select]').first().check()
      await page.getByRole('button', { name: 'Delete…' }).click()
      await page.waitForURL((url) => url.pathname === '/inbox/bulk/delete')
      paths.push(page.url())
      for (const path of paths) {
        await visit(page, path)
        const help = page.locator('details#shortcuts summary')
        if (await help.count()) await help.click() // checked open, as "?" shows it
        expect(await accessibilityViolations(page), `${path} at ${width}px`).toEqual([])
        expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0)
      }
      expect(errors).toEqual([])
      await close()
    }
  })
})
