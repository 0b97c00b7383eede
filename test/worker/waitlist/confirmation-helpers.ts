// Double opt-in in worker tests: sign-ups posted with the settings that send confirmations, the
// link each confirmation carries, and the stored sign-up it names.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../../src/server'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { newAddress } from '../html'

/** Confirmations (and announcements) on, through a binding that keeps what it accepted. */
export async function confirming(extra: object = {}) {
  const recorder = recordingMailer()
  return { ...recorder, bindings: await announcing(recorder.mailer, extra) }
}

/** A JSON sign-up through the API, as the island sends it, from a visitor of its own. */
export async function joinWith(bindings: Bindings, body: object) {
  const ctx = createExecutionContext()
  const response = await app.request(
    'https://lumen.test/api/waitlist/join',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newAddress() },
      body: JSON.stringify(body),
    },
    bindings,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** A request to the worker with these bindings (the confirmation page, the no-JS form). */
export async function requestWith(bindings: Bindings, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext()
  const headers = new Headers(init.headers)
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', newAddress())
  const response = await app.request(
    `https://lumen.test${path}`,
    { redirect: 'manual', ...init, headers },
    bindings,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** The confirmation link's path in a mail's text (the site's origin is https://lumen.test). */
export function confirmationPath(mail: EmailMessageBuilder | undefined): string {
  const link = /https:\/\/lumen\.test(\/confirm\/[0-9a-z]+)/.exec(String(mail?.text))?.[1]
  if (!link) throw new Error(`no confirmation link in ${JSON.stringify(mail?.text)}`)
  return link
}

/** Pressing the confirmation page's button: a form post from the page itself. */
export const pressConfirm = (bindings: Bindings, path: string) =>
  requestWith(bindings, path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://lumen.test',
    },
    body: 'confirm=yes',
  })

/** A sign-up as stored: when it was confirmed (null until then). */
export const storedSignup = (email: string, offering = 'corporate') =>
  env.DB.prepare(
    'SELECT email, confirmed_at FROM waitlist_signups WHERE email = ? COLLATE NOCASE AND offering = ?',
  )
    .bind(email, offering)
    .first<{ email: string; confirmed_at: string | null }>()
