// POST /api/proposals/send as the island sends it: stored as sent before the answer, refused
// field by field in its own words, the same request sent again told apart, and the contact
// form's guards in front.
import { describe, expect, it } from 'vitest'
import { databaseDown } from '../database-down'
import { proposeWith, storedProposals, valid } from './helpers'

describe('a proposal request sent as JSON', () => {
  it('is stored as sent before the answer says 201, at stage new and unconfirmed', async () => {
    const response = await proposeWith({ ...valid, email: 'Buyer+Team@Acme.example' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ status: 'received', offering: 'corporate' })
    expect(await storedProposals('buyer+team@acme.example')).toEqual([
      {
        offering: 'corporate',
        company: 'Acme Logistics GmbH',
        name: 'Grace Hopper',
        email: 'Buyer+Team@Acme.example',
        mailbox: 'buyer@acme.example',
        team_size: '16-50',
        topics: JSON.stringify([...valid.topics, 'TypeScript for our testers']),
        timeline: 'next-quarter',
        format: 'hybrid',
        budget: '25k-50k',
        message: 'Twelve developers, four testers.\nBerlin office.',
        stage: 'new',
        confirmed_at: null,
      },
    ])
  })

  it('says nothing was sent when it could not be stored (503), and no mail goes', async () => {
    const response = await proposeWith(
      { ...valid, email: 'down@acme.example' },
      { DB: databaseDown },
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: 'The request could not be stored; please try again later',
    })
    expect(await storedProposals('down@acme.example')).toEqual([])
  })

  it('takes the budget and the message as optional', async () => {
    const { budget: _, message: __, otherTopic: ___, ...bare } = valid
    const response = await proposeWith({ ...bare, email: 'bare@acme.example' })
    expect(response.status).toBe(201)
    expect(await storedProposals('bare@acme.example')).toMatchObject([
      { budget: '', message: '', topics: JSON.stringify(valid.topics) },
    ])
  })

  it('refuses each field in its own words and stores nothing', async () => {
    const response = await proposeWith({
      offering: 'accelerator',
      company: '  ',
      name: '',
      email: 'not an address',
      teamSize: '1000',
      topics: [],
      otherTopic: '',
      timeline: 'yesterday',
      format: 'carrier-pigeon',
      budget: 'millions',
      message: 'x'.repeat(3001),
    })
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(fields).toEqual({
      offering: 'Offering must be one of: corporate, technical',
      company: 'Company is required',
      name: 'Name is required',
      email: expect.stringMatching(/email/i),
      teamSize: 'Team size must be one of: 1-5, 6-15, 16-50, 51-200, 200+',
      topics: 'Choose at least one topic, or write your own',
      timeline: 'Timeline must be one of: this-quarter, next-quarter, this-year, exploring',
      format: 'Format must be one of: on-site, remote, hybrid, undecided',
      budget: 'Budget must be one of: under-10k, 10k-25k, 25k-50k, 50k-plus',
      message: 'Message must be at most 3000 characters',
    })
  })

  it('refuses a request with no topic at all, and a topic the page does not list', async () => {
    const none = await proposeWith({
      ...valid,
      email: 'none@acme.example',
      topics: [],
      otherTopic: '',
    })
    expect(none.status).toBe(400)
    expect(((await none.json()) as { fields: object }).fields).toEqual({
      topics: 'Choose at least one topic, or write your own',
    })
    const own = await proposeWith({ ...valid, email: 'own@acme.example', topics: [] })
    expect(own.status).toBe(201)
    const unlisted = await proposeWith({
      ...valid,
      email: 'unlisted@acme.example',
      topics: ['Database design and query performance'],
    })
    expect(unlisted.status).toBe(400)
    expect(((await unlisted.json()) as { fields: object }).fields).toEqual({
      topics:
        '“Database design and query performance” is not one of this offering’s topics any more: please choose again',
    })
    expect(await storedProposals('none@acme.example')).toEqual([])
    expect(await storedProposals('unlisted@acme.example')).toEqual([])
  })

  it('names every required field of a body that is not an object', async () => {
    const response = await proposeWith([])
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(Object.keys(fields)).toEqual([
      'offering',
      'company',
      'name',
      'email',
      'teamSize',
      'topics',
      'timeline',
      'format',
    ])
  })

  it('keeps one request, what was sent last, when a mailbox sends again before confirming', async () => {
    const first = await proposeWith({ ...valid, email: 'twice@gmail.com' })
    expect(first.status).toBe(201)
    const again = await proposeWith({ ...valid, email: 'Tw.ice+x@gmail.com', company: 'Other' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'duplicate', offering: 'corporate' })
    const other = await proposeWith({
      ...valid,
      offering: 'technical',
      topics: ['Database design and query performance'],
      email: 'twice@gmail.com',
    })
    expect(other.status).toBe(201)
    // The unconfirmed request holds what was sent last, under its first id; the other offering's
    // request is a request of its own.
    const rows = await storedProposals('twice@gmail.com')
    expect(rows.map((row) => [row.offering, row.company])).toEqual([
      ['technical', 'Acme Logistics GmbH'],
    ])
    expect(await storedProposals('Tw.ice+x@gmail.com')).toMatchObject([
      { offering: 'corporate', company: 'Other', confirmed_at: null },
    ])
  })

  it('makes one request of 30 identical posts arriving at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => proposeWith({ ...valid, email: 'burst@acme.example' })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(29)
    expect(await storedProposals('burst@acme.example')).toHaveLength(1)
  })

  it('answers a filled honeypot as received and stores nothing', async () => {
    const response = await proposeWith({
      ...valid,
      email: 'bot@acme.example',
      website: 'x.example',
    })
    expect(response.status).toBe(201)
    expect(await storedProposals('bot@acme.example')).toEqual([])
  })

  it('stands behind the contact form’s guards: origin, type, size, Turnstile, quota', async () => {
    const email = 'guarded@acme.example'
    const crossSite = await proposeWith({ ...valid, email }, {}, { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const tooLarge = await proposeWith({ ...valid, email, message: 'é'.repeat(60_000) })
    expect(tooLarge.status).toBe(413)
    const turnstile = await proposeWith({ ...valid, email }, { TURNSTILE_SECRET: 'secret' })
    expect(turnstile.status).toBe(403)
    expect(await storedProposals(email)).toEqual([])
    const statuses: number[] = []
    for (let post = 0; post < 12; post++) {
      const answer = await proposeWith(
        { ...valid, email: `quota${post}@acme.example` },
        {},
        { 'CF-Connecting-IP': '203.0.113.77' },
      )
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(answer.headers.get('Retry-After')).toBe('60')
        break
      }
    }
    expect(statuses).toContain(429)
  })
})
