// A day's work in the inbox by keyboard, in Chromium: j/k to move, o to open, h to mark handled and
// go to the next, u to go back, / to search and ? for the shortcuts, without a console error.
import { describe, expect, it } from 'vitest'
import { noBrowser, useBrowser } from './browser'
import { inboxPages, sendThree, statesOf, uniqueTag } from './inbox-workflow.ts'

describe.skipIf(noBrowser)('a day’s work in the inbox', () => {
  const browser = useBrowser()
  const { signedIn, visit, focusedText, messageUrl } = inboxPages(browser)

  it('works through the list by keyboard: j/k, o, h (handled and the next), u, / and ?', async () => {
    const tag = uniqueTag()
    const [one, two, three] = await sendThree(tag)
    const { page, errors, close } = await signedIn(tag)
    await visit(page, `/inbox?q=${tag}`)
    await page.keyboard.press('j')
    expect(await focusedText(page)).toBe(three)
    await page.keyboard.press('j')
    expect(await focusedText(page)).toBe(two)
    await page.keyboard.press('k')
    expect(await focusedText(page)).toBe(three)
    await page.keyboard.press('o')
    await page.waitForURL(messageUrl)
    expect(new URL(page.url()).searchParams.get('q')).toBe(tag)
    expect(await page.locator('h1').innerText()).toBe(three)

    // Never with a modifier key, never while typing in a field.
    await page.keyboard.press('Alt+h')
    await page.keyboard.press('Control+h')
    await page.getByLabel('Note for the staff (the sender never sees it)').fill('jhks?u')
    expect(statesOf(tag)).toEqual([`${one}: new`, `${two}: new`, `${three}: new`])
    expect(await page.locator('h1').innerText()).toBe(three)

    await page.locator('h1').click() // out of the field
    await page.keyboard.press('h')
    await expect.poll(() => page.locator('h1').innerText()).toBe(two)
    expect(statesOf(tag)).toEqual([`${one}: new`, `${two}: new`, `${three}: handled`])
    await page.keyboard.press('j')
    await expect.poll(() => page.locator('h1').innerText()).toBe(one)
    await page.keyboard.press('k')
    await expect.poll(() => page.locator('h1').innerText()).toBe(two)

    await page.keyboard.press('?')
    expect(await page.locator('details#shortcuts').getAttribute('open')).toBe('')
    await page.keyboard.press('u')
    await page.waitForURL((url) => url.pathname === '/inbox' && url.search === `?q=${tag}`)
    await page.keyboard.press('/')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inbox-search')
    expect(errors).toEqual([])
    await close()
  })
})
