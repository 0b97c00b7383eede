import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'
import { contactContent } from '../../src/shared/content/contact'
import {
  baseURL,
  button,
  clickOn,
  fill,
  hydrated,
  mainText,
  noFirefox,
  openPage,
  submitAndLand,
  useFirefox,
  values,
} from './firefox'
import { storedMessages, uniqueTag } from './stored-rows'

const { nameLabel, emailLabel, messageLabel, submit } = contactContent.form
const labels = [nameLabel, emailLabel, messageLabel]

/** A message no other test sends, as the visitor types it into the labelled fields. */
function uniqueMessage(label: string) {
  const tag = uniqueTag(label)
  return { name: 'Ada Lovelace', email: `ada+${tag}@example.com`, message: `Hello (${tag})` }
}
const typed = (message: ReturnType<typeof uniqueMessage>) => ({
  [nameLabel]: message.name,
  [emailLabel]: message.email,
  [messageLabel]: message.message,
})
/** Spaces pass the browser's `required`; the worker trims them and refuses the name. */
const refusedName = '   '

/** The error summary's text (role="alert"), empty when there is none. */
const alertText = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? '')

async function openContact(firefox: Parameters<typeof openPage>[0]) {
  const opened = await openPage(firefox)
  await opened.page.goto(new URL('/contact', baseURL).href)
  return opened
}

describe.skipIf(noFirefox)('the contact form in Firefox ESR, with JavaScript', () => {
  const firefox = useFirefox()

  /** /contact once hydrated, accepting every alert the page raises and noting its words. */
  async function openForm() {
    const opened = await openContact(firefox())
    const alerts: string[] = []
    opened.page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      // The prompt may already be gone (the page closing at the test's end): its text is what counts.
      dialog.accept().catch(() => {})
    })
    await hydrated(opened.page)
    return { ...opened, alerts }
  }

  it('stores the message, alerts "Message sent successfully!" and empties the fields', async () => {
    const { page, alerts, errors, close } = await openForm()
    const message = uniqueMessage('firefox-sent')
    await fill(page, typed(message))
    await clickOn(page, await button(page, submit))
    await expect.poll(() => alerts).toEqual(['Message sent successfully!'])
    expect(await values(page, labels)).toEqual(typed({ name: '', email: '', message: '' }))
    const [stored] = storedMessages(message.email)
    expect(stored).toMatchObject(message)
    expect(stored?.user_agent).toContain('Firefox/')
    expect(errors).toEqual([])
    await close()
  })

  it('keeps every field when the worker refuses the message', async () => {
    const { page, alerts, close } = await openForm()
    const message = { ...uniqueMessage('firefox-refused'), name: refusedName }
    await fill(page, typed(message))
    await clickOn(page, await button(page, submit))
    await expect.poll(() => alerts).toEqual(['Failed to send message'])
    expect(await alertText(page)).toContain('Failed to send message')
    expect(await values(page, labels)).toEqual(typed(message))
    expect(storedMessages(message.email)).toEqual([])
    await close()
  })
})

describe.skipIf(noFirefox)('the contact form in Firefox ESR, without JavaScript', () => {
  const firefox = useFirefox({ javaScript: false })

  it('posts the form, stores the message and lands on the confirmation', async () => {
    const { page, close } = await openContact(firefox())
    expect(await page.evaluate(() => document.querySelector('form[data-hydrated]'))).toBeNull()
    const message = uniqueMessage('firefox-no-js')
    await fill(page, typed(message))
    const landed = await submitAndLand(page, submit)
    expect(landed?.status()).toBe(200)
    expect(new URL(page.url()).search).toBe('?sent=1')
    expect(await mainText(page)).toContain('Message sent successfully!')
    const [stored] = storedMessages(message.email)
    expect(stored).toMatchObject(message)
    expect(stored?.user_agent).toContain('Firefox/')
    await close()
  })

  it('keeps every field on the refused post’s page', async () => {
    const { page, close } = await openContact(firefox())
    const message = { ...uniqueMessage('firefox-no-js-refused'), name: refusedName }
    await fill(page, typed(message))
    const refused = await submitAndLand(page, submit)
    expect(refused?.status()).toBe(400)
    expect(await alertText(page)).toContain('Failed to send message')
    expect(await values(page, labels)).toEqual(typed(message))
    expect(storedMessages(message.email)).toEqual([])
    await close()
  })
})
