// What POST /api/applications tells a client it refuses, in the words the island shows: another
// site, a body too large or not JSON, a visitor past the quota, and a database that fails, which
// loses nothing silently: the visitor is told to try again and nothing is half stored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseDown } from '../database-down'
import { newAddress } from '../html'
import { visitorPost } from '../visitor-posts'
import { applyWith, publishCohorts, storedApplications, valid } from './helpers'

beforeEach(() => publishCohorts())

afterEach(() => {
  vi.restoreAllMocks()
})

/** Turnstile's verdict on every token, the requests to it kept. */
const verifier = (success: boolean) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success }))

const turnstile = { TURNSTILE_SECRET: 'test-secret', TURNSTILE_SITE_KEY: 'test-site-key' }

describe('an application the API refuses', () => {
  it('says why in its own words for each guard', async () => {
    const crossSite = await applyWith(valid, {}, { Origin: 'https://evil.example' })
    expect(await crossSite.json()).toEqual({
      error: 'Applications can only be sent from this site',
    })
    const tooLarge = await applyWith({ ...valid, goals: 'é'.repeat(40_000) })
    expect(await tooLarge.json()).toEqual({
      error: expect.stringMatching(/^Applications are limited to \d[\d,]* bytes$/),
    })
    const notJson = await visitorPost('/api/applications', {
      type: 'application/x-www-form-urlencoded',
      body: 'name=Ada',
      bindings: {},
    })
    expect(notJson.status).toBe(415)
    expect(await notJson.json()).toEqual({
      error: 'Send the application as JSON (application/json)',
    })
  })

  it('tells a visitor past the quota to wait a minute', async () => {
    const address = newAddress()
    let limited: Response | undefined
    for (let n = 0; n < 30 && !limited; n++) {
      const answer = await visitorPost('/api/applications', {
        type: 'application/json',
        body: JSON.stringify({ ...valid, email: `quota-${n}@example.com` }),
        bindings: {},
        address,
      })
      if (answer.status === 429) limited = answer
    }
    expect(limited?.status).toBe(429)
    expect(await limited?.json()).toEqual({
      error: 'Too many forms from this address: try again in a minute',
    })
  })

  it('answers a database that fails with 503 and a word to try again, storing nothing', async () => {
    const email = 'database-down@example.com'
    const answer = await applyWith({ ...valid, email }, { DB: databaseDown })
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({
      error: 'The application could not be stored; please try again later',
    })
    expect(await storedApplications(email)).toEqual([])
  })

  it('refuses the school’s own address on the email field, storing nothing', async () => {
    const email = 'ops@lumen.test'
    const answer = await applyWith({ ...valid, email }, { SCHOOL_MAIL_FROM: 'hello@lumen.test' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      error: 'Invalid application',
      fields: { email: 'Email must be your own address, so our mail reaches you' },
    })
    expect(await storedApplications(email)).toEqual([])
  })

  it('names the fields of an application that is not one', async () => {
    const answer = await applyWith({ ...valid, name: '' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ error: 'Invalid application' })
  })

  it('refuses a token Turnstile rejects, and asks about the token from the visitor’s address', async () => {
    verifier(false)
    const refused = await applyWith({ ...valid, email: 'unverified@example.com' }, turnstile)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: 'The anti-spam check failed: reload the page and try again',
    })
    expect(await storedApplications('unverified@example.com')).toEqual([])
    vi.restoreAllMocks()
    const verify = verifier(true)
    const taken = await applyWith(
      { ...valid, email: 'verified@example.com', 'cf-turnstile-response': 'good-token' },
      turnstile,
      { 'CF-Connecting-IP': '203.0.113.41' },
    )
    expect(taken.status).toBe(201)
    const asked = verify.mock.calls[0]?.[1]?.body as FormData
    expect(asked.get('secret')).toBe('test-secret')
    expect(asked.get('response')).toBe('good-token')
    expect(asked.get('remoteip')).toBe('203.0.113.41')
    expect(await storedApplications('verified@example.com')).toHaveLength(1)
  })
})
