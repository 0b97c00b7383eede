// /apply without JavaScript when it cannot take the application as sent: an address that looks
// mistyped is asked about first, a visitor past the quota is told to wait, and a database that
// fails is owned up to; each page keeps every word the visitor typed, so nothing is lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { databaseDown } from '../database-down'
import { newAddress, visibleText } from '../html'
import { visitorPost } from '../visitor-posts'
import { postApplication, publishCohorts, storedApplications, validFields } from './helpers'

beforeEach(() => publishCohorts())

afterEach(() => {
  vi.restoreAllMocks()
})

const goals = 'Ship the booking app my running club keeps asking for.'

describe('an application posted without JavaScript, not taken as sent', () => {
  it('asks about an address that looks mistyped before sending, the form still filled', async () => {
    const asked = await postApplication({ ...validFields, email: 'ada@gmial.com', goals })
    expect(asked.status).toBe(200)
    const html = await asked.text()
    expect(visibleText(html)).toContain('Did you mean ada@gmail.com?')
    expect(html).toContain(goals)
    expect(await storedApplications('ada@gmial.com')).toEqual([])
  })

  it('tells a visitor past the quota to wait a minute, keeping what they typed', async () => {
    const address = newAddress()
    let limited: Response | undefined
    for (let n = 0; n < 30 && !limited; n++) {
      const answer = await visitorPost('/apply', {
        type: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({
          ...validFields,
          email: `quota-${n}@example.com`,
          goals,
        }).toString(),
        bindings: {},
        address,
      })
      if (answer.status === 429) limited = answer
    }
    expect(limited?.status).toBe(429)
    const html = (await limited?.text()) ?? ''
    expect(visibleText(html)).toContain('Please wait a minute, then try again.')
    expect(html).toContain(goals)
  })

  it('owns up to a database that fails with 503, keeping what was typed, storing nothing', async () => {
    const email = 'database-down-nojs@example.com'
    const answer = await postApplication({ ...validFields, email, goals }, { DB: databaseDown })
    expect(answer.status).toBe(503)
    const html = await answer.text()
    expect(visibleText(html)).toContain('We could not store your application just now.')
    expect(html).toContain(goals)
    expect(await storedApplications(email)).toEqual([])
  })

  it('refuses the school’s own address in words, the form still filled', async () => {
    const email = 'ops@lumen.test'
    const refused = await postApplication(
      { ...validFields, email, goals },
      { SCHOOL_MAIL_FROM: 'hello@lumen.test' },
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(visibleText(html)).toContain('Email must be your own address, so our mail reaches you')
    expect(html).toContain(goals)
    expect(await storedApplications(email)).toEqual([])
  })

  it('refuses a token Turnstile rejects with 403, keeping what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: false }))
    const email = 'unverified-nojs@example.com'
    const refused = await postApplication(
      { ...validFields, email, goals },
      { TURNSTILE_SECRET: 'test-secret', TURNSTILE_SITE_KEY: 'test-site-key' },
    )
    expect(refused.status).toBe(403)
    const html = await refused.text()
    expect(visibleText(html)).toContain('The anti-spam check did not pass.')
    expect(html).toContain(goals)
    expect(await storedApplications(email)).toEqual([])
  })

  it('refuses a form too large to read with 413, echoing none of it', async () => {
    const email = 'large-nojs@example.com'
    const refused = await postApplication({
      ...validFields,
      email,
      goals: `${goals} ${'é'.repeat(40_000)}`,
    })
    expect(refused.status).toBe(413)
    const html = await refused.text()
    expect(html).toContain('<form')
    expect(html).not.toContain(goals)
    expect(await storedApplications(email)).toEqual([])
  })
})
