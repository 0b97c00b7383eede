// What the tests of a confirmation by address share (an application's, a proposal request's): the
// settings that send it, the link it carries, the row it confirms, the page a link scanner opens,
// and the ceiling's count of unasked mail.
import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import type { Bindings } from '../../src/server/settings/env'
import { attributeValues, visibleText } from './html'
import { confirming as confirmingSignups, requestWith } from './waitlist/confirmation-helpers'

/** Confirmations on, through a binding that keeps what it accepted. */
export async function confirming(extra: object = {}) {
  const confirmation = await confirmingSignups(extra)
  return { ...confirmation, bindings: confirmation.bindings as Bindings }
}

/** The confirmation link's path (`/apply/confirm/<hex>`, say) in a mail's text. */
export function linkIn(mail: EmailMessageBuilder | undefined, route: string) {
  const path = new RegExp(`https://lumen\\.test(${route}[0-9a-f]+)`).exec(String(mail?.text))?.[1]
  if (!path) throw new Error(`no link in ${JSON.stringify(mail?.text)}`)
  return path
}

/** When the row of `table` with that address was confirmed (null until then). */
export const confirmedAt = (table: 'applications' | 'proposal_requests', email: string) =>
  env.DB.prepare(`SELECT confirmed_at FROM ${table} WHERE email = ?`)
    .bind(email)
    .first<{ confirmed_at: string | null }>()
    .then((row) => row?.confirmed_at)

/** Sent by the school by itself (RFC 3834): no out-of-office answers it. */
export const autoSubmitted = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
}

/** The link opened three times, as scanners do: each time the page asks for the button. */
export async function expectScannedThrice(bindings: Bindings, path: string, asks: string) {
  for (let scan = 0; scan < 3; scan++) {
    const page = await requestWith(bindings, path)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    const html = await page.text()
    expect(visibleText(html)).toContain(asks)
    expect(attributeValues(html, 'form', 'method')).toEqual(['post'])
  }
}

/** The ceiling's minutes, summed: mails sent, and mails held past it. */
export const unaskedMail = () =>
  env.DB.prepare('SELECT SUM(sent) AS sent, SUM(held) AS held FROM unasked_mail_minutes').first()
