// What POST /api/proposals/send tells a client it refuses, in the words the island shows:
// another site, a body too large, not JSON or not even JSON, Turnstile's no, a visitor past the
// quota, and the school's own address on the email field.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { newAddress } from '../html'
import { visitorPost } from '../visitor-posts'
import { proposeWith, storedProposals, valid } from './helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

const post = (
  type: 'application/json' | 'application/x-www-form-urlencoded',
  body: string,
  address?: string,
) => visitorPost('/api/proposals/send', { type, body, bindings: {}, address })

describe('a proposal request the API refuses', () => {
  it('says why in its own words for each guard', async () => {
    const crossSite = await proposeWith(valid, {}, { Origin: 'https://evil.example' })
    expect(await crossSite.json()).toEqual({
      error: 'Proposal requests can only be sent from this site',
    })
    const tooLarge = await proposeWith({ ...valid, message: 'é'.repeat(60_000) })
    expect(await tooLarge.json()).toEqual({
      error: expect.stringMatching(/^Proposal requests are limited to \d+ bytes$/),
    })
    const notJson = await post('application/x-www-form-urlencoded', 'company=Acme')
    expect(notJson.status).toBe(415)
    expect(await notJson.json()).toEqual({ error: 'Send the request as JSON (application/json)' })
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ success: false }))
    const unverified = await proposeWith({ ...valid }, { TURNSTILE_SECRET: 'test-secret' })
    expect(await unverified.json()).toEqual({
      error: 'The anti-spam check failed: reload the page and try again',
    })
  })

  it('names every required field of a body that is not JSON at all', async () => {
    const broken = await post('application/json', '{"company": "Acme",')
    expect(broken.status).toBe(400)
    const { fields } = (await broken.json()) as { fields: Record<string, string> }
    expect(fields).toEqual({
      offering: 'Offering is required',
      company: 'Company is required',
      name: 'Name is required',
      email: 'Email is required',
      teamSize: 'Team size is required',
      topics: 'Choose at least one topic, or write your own',
      timeline: 'Timeline is required',
      format: 'Format is required',
    })
  })

  it('tells a visitor past the quota to wait a minute', async () => {
    const address = newAddress()
    let limited: Response | undefined
    for (let n = 0; n < 30 && !limited; n++) {
      const body = JSON.stringify({ ...valid, email: `quota-api-${n}@acme.example` })
      const answer = await post('application/json', body, address)
      if (answer.status === 429) limited = answer
    }
    expect(await limited?.json()).toEqual({
      error: 'Too many forms from this address: try again in a minute',
    })
  })

  it('refuses the school’s own address on the email field, storing nothing', async () => {
    const email = 'ops@lumen.test'
    const answer = await proposeWith({ ...valid, email }, { SCHOOL_MAIL_FROM: 'hello@lumen.test' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      error: 'Invalid proposal request',
      fields: { email: 'Email must be your own address, so our mail reaches you' },
    })
    const invalid = await proposeWith({ ...valid, company: '' })
    expect(await invalid.json()).toMatchObject({ error: 'Invalid proposal request' })
    expect(await storedProposals(email)).toEqual([])
  })
})
