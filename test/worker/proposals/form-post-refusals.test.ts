// A proposal request posted without JavaScript when it cannot be taken as sent: an address that
// looks mistyped is asked about first, the school's own address refused, a topic the page no
// longer lists, Turnstile's verdict, the quota and a database that fails each answered with the
// page in words; every page keeps what the company typed, so nothing is lost.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { databaseDown } from '../database-down'
import { newAddress, visibleText } from '../html'
import { postProposal, storedProposals, validForm } from './helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

const message = 'Fourteen developers in Leipzig, mostly Java.'

/**
 * What the page's message field holds: the text the company typed, back in the form (the page's
 * hydration data names it too, so the HTML containing it is not enough).
 */
const typedMessage = (html: string) =>
  /<textarea[^>]*id="proposal-corporate-message"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]

/** Turnstile's verdict on every token, the requests to it kept. */
const verifier = (success: boolean) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success }))

const turnstile = { TURNSTILE_SECRET: 'test-secret', TURNSTILE_SITE_KEY: 'test-site-key' }

describe('a proposal request posted without JavaScript, not taken as sent', () => {
  it('asks about an address that looks mistyped before anything is stored', async () => {
    const asked = await postProposal(validForm({ email: 'buyer@gmial.com', message }))
    expect(asked.status).toBe(200)
    const html = await asked.text()
    expect(visibleText(html)).toContain('Did you mean buyer@gmail.com?')
    expect(typedMessage(html)).toBe(message)
    expect(await storedProposals('buyer@gmial.com')).toEqual([])
  })

  it('refuses the school’s own address in words, the form still filled', async () => {
    const refused = await postProposal(validForm({ email: 'ops@lumen.test', message }), {
      bindings: { SCHOOL_MAIL_FROM: 'hello@lumen.test' },
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(visibleText(html)).toContain('Email must be your own address, so our mail reaches you')
    expect(typedMessage(html)).toBe(message)
    expect(await storedProposals('ops@lumen.test')).toEqual([])
  })

  it('refuses a topic the page no longer lists, naming it, the rest kept', async () => {
    const email = 'stale@acme.example'
    const refused = await postProposal(
      validForm({ email, topics: 'Mainframe rescue', otherTopic: '', message }),
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(visibleText(html)).toContain(
      '“Mainframe rescue” is not one of this offering’s topics any more: please choose again',
    )
    expect(typedMessage(html)).toBe(message)
    expect(await storedProposals(email)).toEqual([])
  })

  it('refuses a token Turnstile rejects with 403, keeping what was typed', async () => {
    verifier(false)
    const email = 'unverified@acme.example'
    const refused = await postProposal(validForm({ email, message }), { bindings: turnstile })
    expect(refused.status).toBe(403)
    const html = await refused.text()
    expect(visibleText(html)).toContain('The anti-spam check did not pass.')
    expect(typedMessage(html)).toBe(message)
    expect(await storedProposals(email)).toEqual([])
  })

  it('asks Turnstile about the token from the visitor’s address, and takes what it accepts', async () => {
    const verify = verifier(true)
    const email = 'verified@acme.example'
    const address = newAddress()
    const form = validForm({ email, 'cf-turnstile-response': 'good-token' })
    const taken = await postProposal(form, { bindings: turnstile, address })
    expect(taken.status).toBe(303)
    const asked = verify.mock.calls[0]?.[1]?.body as FormData
    expect(asked.get('secret')).toBe('test-secret')
    expect(asked.get('response')).toBe('good-token')
    expect(asked.get('remoteip')).toBe(address)
    expect(await storedProposals(email)).toHaveLength(1)
  })

  it('tells a company past the quota to wait a minute, keeping what it typed', async () => {
    const address = newAddress()
    let limited: Response | undefined
    for (let n = 0; n < 30 && !limited; n++) {
      const answer = await postProposal(validForm({ email: `quota-${n}@acme.example`, message }), {
        address,
      })
      if (answer.status === 429) limited = answer
    }
    expect(limited?.status).toBe(429)
    const html = (await limited?.text()) ?? ''
    expect(visibleText(html)).toContain('Please wait a minute, then try again.')
    expect(typedMessage(html)).toBe(message)
  })

  it('owns up to a database that fails with 503, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = 'down-nojs@acme.example'
    const answer = await postProposal(validForm({ email, message }), {
      bindings: { DB: databaseDown },
    })
    expect(answer.status).toBe(503)
    const html = await answer.text()
    expect(visibleText(html)).toContain('We could not store your request just now.')
    expect(typedMessage(html)).toBe(message)
    expect(await storedProposals(email)).toEqual([])
  })

  it('refuses a form too large to read with 413, echoing none of it', async () => {
    const refused = await postProposal(
      validForm({ email: 'large@acme.example', message: `${message} ${'é'.repeat(60_000)}` }),
    )
    expect(refused.status).toBe(413)
    const html = await refused.text()
    expect(html).toContain('<form')
    expect(html).not.toContain(message)
    expect(await storedProposals('large@acme.example')).toEqual([])
  })

  it('takes a honeypot of spaces alone as a person’s, and one filled in as a bot’s', async () => {
    const person = 'spaces@acme.example'
    expect((await postProposal(validForm({ email: person, website: '  ' }))).status).toBe(303)
    expect(await storedProposals(person)).toHaveLength(1)
    const bot = 'bot-nojs@acme.example'
    expect((await postProposal(validForm({ email: bot, website: 'x.example' }))).status).toBe(303)
    expect(await storedProposals(bot)).toEqual([])
  })

  it('queues no confirmation while mail to visitors is not set up, nor counts one held back', async () => {
    const email = 'no-mail@acme.example'
    // The ceiling's bookkeeping: what the inbox would say it held back (unasked-mail/ceiling-status.ts).
    const heldBack = () =>
      env.DB.prepare('SELECT COALESCE(SUM(held), 0) AS held FROM unasked_mail_minutes')
        .first<{ held: number }>()
        .then((row) => row?.held)
    const before = await heldBack()
    expect((await postProposal(validForm({ email }))).status).toBe(303)
    expect(await heldBack()).toBe(before)
    const queued = await env.DB.prepare(
      `SELECT count(r.id) AS requests, count(o.id) AS mails FROM proposal_requests r
       LEFT JOIN outbox o ON o.proposal_id = r.id WHERE r.email = ?`,
    )
      .bind(email)
      .first<{ requests: number; mails: number }>()
    expect(queued).toEqual({ requests: 1, mails: 0 })
  })
})
