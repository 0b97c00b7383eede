import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { unsubscribeToken } from '../../../src/server/announcement/unsubscribe-token'
import { runScheduledJob } from '../../../src/server/scheduled'
import { signupToken } from '../../../src/server/waitlist/signup-token'
import { clearLists, secret } from '../announcement/helpers'
import { attributeValues, visibleText } from '../html'
import {
  confirmationPath,
  confirming,
  joinWith,
  pressConfirm,
  requestWith,
  storedSignup,
} from './confirmation-helpers'

beforeEach(clearLists)

const idOf = async (email: string) =>
  String(
    await env.DB.prepare('SELECT id FROM waitlist_signups WHERE email = ?').bind(email).first('id'),
  )

/** The first 16 bytes of HMAC-SHA256(secret, text) in hex, computed here, not by the worker. */
async function mac(text: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const bytes = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)),
  )
  return [...bytes.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

describe('the links that name a sign-up', () => {
  it('sign each purpose in a context of its own, as mails already sent carry them', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'technical', email: 'pinned@example.com' })
    const id = await idOf('pinned@example.com')
    const hex = id.replaceAll('-', '')
    expect(confirmationPath(accepted[0])).toBe(
      `/confirm/t${hex}${await mac(`waitlist-confirm:technical:${hex}`)}`,
    )
    expect(await unsubscribeToken(secret, 'technical', id)).toBe(
      `t${hex}${await mac(`waitlist-unsubscribe:technical:${hex}`)}`,
    )
  })

  it('never let one purpose’s link do another’s', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'crossed@example.com' })
    const id = await idOf('crossed@example.com')
    const leave = await unsubscribeToken(secret, 'corporate', id)
    expect((await requestWith(bindings, `/confirm/${leave}`)).status).toBe(404)
    expect((await pressConfirm(bindings, `/confirm/${leave}`)).status).toBe(404)
    const join = confirmationPath(accepted[0]).replace('/confirm/', '')
    const oneClick = await requestWith(bindings, `/unsubscribe/${join}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(404)
    expect(await storedSignup('crossed@example.com')).toEqual({
      email: 'crossed@example.com',
      confirmed_at: null,
    })
  })

  it('refuse a link with anything before or after the token, or in capitals', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'padded@example.com' })
    const token = confirmationPath(accepted[0]).replace('/confirm/', '')
    for (const bad of [`x${token}`, `${token}0`, token.toUpperCase(), `c${token.slice(2)}`]) {
      expect((await pressConfirm(bindings, `/confirm/${bad}`)).status, bad).toBe(404)
    }
    expect((await storedSignup('padded@example.com'))?.confirmed_at).toBeNull()
  })

  it('work only while mail to visitors is set up', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'off-later@example.com' })
    const path = confirmationPath(accepted[0])
    const off = { ...bindings, SITE_ORIGIN: undefined }
    expect((await requestWith(off, path)).status).toBe(404)
    expect((await pressConfirm(off, path)).status).toBe(404)
  })

  it('refuse a body over a kilobyte before reading it', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'large@example.com' })
    const response = await requestWith(bindings, confirmationPath(accepted[0]), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `confirm=${'y'.repeat(1100)}`,
    })
    expect(response.status).toBe(413)
    expect(await response.text()).toBe('Too large')
    expect((await storedSignup('large@example.com'))?.confirmed_at).toBeNull()
  })
})

describe('a sign-up’s 7 days', () => {
  const minute = 60_000
  const days = (n: number) => n * 24 * 60 * minute
  const askedAgo = (email: string, ms: number) =>
    env.DB.prepare('UPDATE waitlist_signups SET asked_at = ? WHERE email = ?')
      .bind(new Date(Date.now() - ms).toISOString(), email)
      .run()

  it('lets a link confirm until the last minute of the 7th day, and not a minute after', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'in-time@example.com' })
    await joinWith(bindings, { offering: 'corporate', email: 'too-late@example.com' })
    await askedAgo('in-time@example.com', days(7) - minute)
    await askedAgo('too-late@example.com', days(7) + minute)
    expect((await pressConfirm(bindings, confirmationPath(accepted[0]))).status).toBe(200)
    const late = await pressConfirm(bindings, confirmationPath(accepted[1]))
    expect(late.status).toBe(410)
    const html = await late.text()
    expect(visibleText(html)).toContain('sign up again on the Corporate Offerings page')
    expect(attributeValues(html, 'a', 'href')).toContain('/corporate#waitlist')
  })

  it('has the job delete an unconfirmed sign-up once its 7 days are past, and no sooner', async () => {
    const { bindings } = await confirming()
    await joinWith(bindings, { offering: 'technical', email: 'nearly@example.com' })
    await joinWith(bindings, { offering: 'technical', email: 'past@example.com' })
    await askedAgo('nearly@example.com', days(7) - minute)
    await askedAgo('past@example.com', days(7) + minute)
    await runScheduledJob(bindings, new Date())
    expect(await storedSignup('nearly@example.com', 'technical')).not.toBeNull()
    expect(await storedSignup('past@example.com', 'technical')).toBeNull()
  })
})

describe('the confirmation mail, sent by the outbox', () => {
  it('waits, and says why, while the settings it needs are missing', async () => {
    const { accepted, bindings } = await confirming()
    const failing = {
      ...bindings,
      CONTACT_EMAIL: {
        send: async () => {
          throw new Error('relay unavailable')
        },
      } as unknown as SendEmail,
    }
    await joinWith(failing, { offering: 'corporate', email: 'retried@example.com' })
    await runScheduledJob(
      { ...bindings, SITE_ORIGIN: undefined },
      new Date(Date.now() + 5 * 60_000),
    )
    const row = await env.DB.prepare(
      "SELECT state, last_error FROM outbox WHERE kind = 'signup-confirmation'",
    ).first<{ state: string; last_error: string }>()
    expect(row?.state).toBe('pending')
    expect(row?.last_error).toContain('SITE_ORIGIN must be set')
    expect(accepted).toHaveLength(0)
  })

  it('sends nothing for a sign-up confirmed before its retry (a link from an earlier mail)', async () => {
    const { accepted, bindings } = await confirming()
    const failing = {
      ...bindings,
      CONTACT_EMAIL: {
        send: async () => {
          throw new Error('relay unavailable')
        },
      } as unknown as SendEmail,
    }
    await joinWith(failing, { offering: 'corporate', email: 'early-click@example.com' })
    const id = await idOf('early-click@example.com')
    const token = await signupToken(secret, 'confirm', 'corporate', id)
    expect((await pressConfirm(bindings, `/confirm/${token}`)).status).toBe(200)
    await runScheduledJob(bindings, new Date(Date.now() + 5 * 60_000))
    expect(accepted).toHaveLength(0)
    const row = await env.DB.prepare(
      "SELECT state FROM outbox WHERE kind = 'signup-confirmation'",
    ).first('state')
    expect(row).toBe('delivered')
  })
})
