// A day's work in the inbox without JavaScript: tick, mark, delete after confirming, read the help.
import { describe, expect, it } from 'vitest'
import { noBrowser, useBrowser } from './browser'
import { inboxPages, sendThree, statesOf, uniqueTag } from './inbox-workflow.ts'

describe.skipIf(noBrowser)('a day’s work in the inbox', () => {
  const browser = useBrowser()
  const { signedIn, visit } = inboxPages(browser)

  it('does it all without JavaScript: tick, mark, delete after confirming, read the help', async () => {
    const tag = uniqueTag()
    const [one, two, three] = await sendThree(tag)
    const { page, close } = await signedIn(tag, 1280, false)
    await visit(page, `/inbox?q=${tag}`)
    expect(await page.getByText('Select all on this page').isVisible()).toBe(false)
    await page.getByLabel(`Select the message from ${one}`).check()
    await page.getByLabel(`Select the message from ${three}`).check()
    await page.getByRole('button', { name: 'Mark handled' }).click()
    await page.waitForURL((url) => url.searchParams.get('done') === 'handled')
    expect(statesOf(tag)).toEqual([`${one}: handled`, `${two}: new`, `${three}: handled`])

    await visit(page, `/inbox?state=all&q=${tag}`)
    await page.getByLabel(`Select the message from ${one}`).check()
    await page.getByLabel(`Select the message from ${two}`).check()
    await page.getByRole('button', { name: 'Delete…' }).click()
    await page.waitForURL((url) => url.pathname === '/inbox/bulk/delete')
    expect(await page.locator('h1').innerText()).toBe('Delete these 2 messages?')
    await page.getByRole('button', { name: 'Delete 2 messages permanently' }).click()
    await page.waitForURL((url) => url.searchParams.get('done') === 'deleted')
    expect(statesOf(tag)).toEqual([`${three}: handled`])

    await page.getByText('Keyboard shortcuts').click()
    expect(await page.getByText('Select or unselect the message in focus').isVisible()).toBe(true)
    await close()
  })
})
