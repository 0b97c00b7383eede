// A conversation whose first message holds an outsider's link, as the tests of what a reply quotes
// lure it: replies sent from the inbox, answers from the visitor or from elsewhere, the reply box
// read as staff see it.
import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { visibleText } from '../html'
import { accessEnv, send, signToken } from '../inbox/helpers'
import { sentBy } from './conversation'
import { conversation, conversationOn, deliverMail, rawMail } from './inbound-mail'

export const phishing =
  'Your account is locked: sign in at https://lumen-login.example/verify within 24 hours.'

/** A conversation whose first message holds an outsider's link, replies on, through `mailer`. */
export async function lured(mailer: SendEmail) {
  const to = await conversation('new')
  await env.DB.prepare(
    "UPDATE contact_messages SET message = ?, received_at = '2026-11-23T10:05:00.000Z' WHERE id = ?",
  )
    .bind(phishing, to.id)
    .run()
  return { ...to, settings: conversationOn(mailer) as Partial<Bindings> }
}

/** An answer through the conversation's reply address, from an address the visitor never gave. */
export function answerFromElsewhere(to: Awaited<ReturnType<typeof lured>>, body: string) {
  const from = 'someone-else@elsewhere.example'
  return deliverMail(
    rawMail({ From: from, To: to.replyTo }, body),
    { from, to: to.replyTo },
    to.settings,
  )
}

export async function reply(to: Awaited<ReturnType<typeof lured>>, text: string) {
  const response = await send(
    `/inbox/${to.id}/reply`,
    {
      method: 'POST',
      headers: {
        'Cf-Access-Jwt-Assertion': await signToken(),
        Origin: 'https://lumen.test',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ reply: text, key: crypto.randomUUID() }).toString(),
    },
    await accessEnv(to.settings),
  )
  expect(response.status).toBe(303)
}

/** The text of the reply mail that starts with `text`. */
export const mailOf = (mailer: SendEmail, text: string) =>
  String(sentBy(mailer).find((mail) => String(mail.text).startsWith(text))?.text)

export async function replyBox(to: Awaited<ReturnType<typeof lured>>) {
  const response = await send(
    `/inbox/${to.id}`,
    { headers: { 'Cf-Access-Jwt-Assertion': await signToken() } },
    await accessEnv(to.settings),
  )
  const html = await response.text()
  return visibleText(html.slice(html.indexOf('<h2 id="reply-heading"'), html.indexOf('</form>')))
}
