// Driving the contact page in Chromium, shared by the contact form's browser tests.
import type { Page } from 'playwright-core'
import { openPage } from './browser'

/** Where the form sends, as a Playwright route pattern. */
export const sendPath = '**/api/contact/send'

/** A message no other test sends, so its row can be found. */
export function uniqueMessage(label: string) {
  const tag = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  return {
    name: 'Ada Lovelace',
    email: `ada+${tag}@example.com`,
    message: `Hello (${tag})\nThanks!`,
  }
}

/** A form field by its visible label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Types a whole message into the form. */
export async function fill(page: Page, message: { name: string; email: string; message: string }) {
  await field(page, 'Name').fill(message.name)
  await field(page, 'Email').fill(message.email)
  await field(page, 'Message').fill(message.message)
}

/** What the three fields hold now. */
export async function fieldValues(page: Page) {
  return {
    name: await field(page, 'Name').inputValue(),
    email: await field(page, 'Email').inputValue(),
    message: await field(page, 'Message').inputValue(),
  }
}

/** Opens /contact once the island has hydrated, recording every alert the page raises. */
export async function openContactForm(browser: Parameters<typeof openPage>[0], width = 1280) {
  const opened = await openPage(browser, width)
  const alerts: string[] = []
  opened.page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  await opened.page.goto('/contact')
  await opened.page.locator('form[data-hydrated="true"]').waitFor()
  return { ...opened, alerts }
}
