// Selecting in the inbox's list by keyboard, in Chromium: x ticks a message, h or s marks the
// selection, or the message in focus when nothing is ticked.
import { describe, expect, it } from 'vitest'
import { noBrowser, useBrowser } from './browser'
import { inboxPages, sendThree, statesOf, uniqueTag } from './inbox-workflow.ts'

describe.skipIf(noBrowser)('a day’s work in the inbox', () => {
  const browser = useBrowser()
  const { signedIn, visit } = inboxPages(browser)

  it('selects with x and marks the selection with h or s from the list', async () => {
    const tag = uniqueTag()
    const [one, two, three] = await sendThree(tag)
    const { page, errors, close } = await signedIn(tag, 375)
    await visit(page, `/inbox?q=${tag}`)
    await page.keyboard.press('j')
    await page.keyboard.press('x')
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await page.keyboard.press('x')
    await page.keyboard.press('s')
    await page.waitForURL((url) => url.searchParams.get('done') === 'spam')
    expect(await page.getByRole('status').innerText()).toBe(
      'The selected messages were marked spam.',
    )
    expect(statesOf(tag)).toEqual([`${one}: spam`, `${two}: new`, `${three}: spam`])
    // Nothing ticked: h acts on the message in focus.
    await page.keyboard.press('j')
    await page.keyboard.press('h')
    await page.waitForURL((url) => url.searchParams.get('done') === 'handled')
    expect(statesOf(tag)).toEqual([`${one}: spam`, `${two}: handled`, `${three}: spam`])
    expect(errors).toEqual([])
    await close()
  })
})
