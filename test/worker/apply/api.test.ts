// POST /api/applications as the island sends it: stored as sent, refused field by field in its
// own words, the mailbox's second application to a cohort told apart, a closed cohort refused with
// the next one offered, and the contact form's guards in front.
import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyWith, autumn, publishCohorts, spring, storedApplications, valid } from './helpers'

beforeEach(() => publishCohorts())

describe('an application sent as JSON', () => {
  it('is stored as sent before the answer says 201, at the first stage and unconfirmed', async () => {
    const response = await applyWith({ ...valid, email: 'Stored+Apply@Example.com' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ status: 'received', cohort: spring.startDate })
    expect(await storedApplications('stored+apply@example.com')).toEqual([
      {
        cohort: '2027-03-02',
        name: 'Ada Lovelace',
        email: 'Stored+Apply@Example.com',
        mailbox: 'stored@example.com',
        time_zone: 'Europe/London',
        background: 'self-taught',
        background_detail: 'Two years of evening projects in Python.',
        goals: 'Build and ship a web application for my local library.',
        heard_from: 'friend',
        financing: 'scholarship',
        stage: 'applied',
        confirmed_at: null,
      },
    ])
  })

  it('refuses each field in its own words and stores nothing', async () => {
    const response = await applyWith({
      ...valid,
      email: 'refused@example.com',
      name: '',
      timeZone: 'Mars/Olympus_Mons',
      background: 'wizard',
      goals: 'x'.repeat(2001),
      heardFrom: 'television',
      financing: 'loan',
      consent: false,
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields).toEqual({
      name: 'Name is required',
      timeZone: 'Time zone must be an IANA time zone, such as Europe/Berlin',
      background: 'Background must be one of: new, self-taught, course, degree, developer, other',
      goals: 'Goals must be at most 2000 characters',
      heardFrom: 'How you heard of us must be one of: search, friend, social, event, media, other',
      financing: 'Financing must be one of: neither, financing, scholarship, both',
      consent: 'Consent is required: we can only answer an application by email',
    })
    expect(await storedApplications('refused@example.com')).toEqual([])
  })

  it('names every required field of a body that is not an object', async () => {
    for (const body of [null, 'an application', 42]) {
      const response = await applyWith(body)
      expect(response.status).toBe(400)
      const { fields } = (await response.json()) as { fields: Record<string, string> }
      expect(fields.name, JSON.stringify(body)).toBe('Name is required')
      expect(fields.consent).toBe('Consent is required: we can only answer an application by email')
      expect(fields.backgroundDetail).toBeUndefined()
    }
    const response = await applyWith([])
    expect(response.status).toBe(400)
    const { fields } = (await response.json()) as { fields: Record<string, string> }
    expect(fields.email).toBe('Email is required')
    expect(fields.heardFrom).toBe('How you heard of us is required')
    expect(fields.financing).toBe('Financing is required')
    expect(fields.cohort).toBe('Cohort is required')
    expect(Object.keys(fields)).toEqual([
      'cohort',
      'name',
      'email',
      'timeZone',
      'background',
      'goals',
      'heardFrom',
      'financing',
      'consent',
    ])
  })

  it('keeps one application a mailbox and cohort, what was sent last while unconfirmed', async () => {
    const first = await applyWith({ ...valid, email: 'twice@gmail.com' })
    expect(first.status).toBe(201)
    const goals = 'Ship the library app, then teach others.'
    const again = await applyWith({
      ...valid,
      email: 'Tw.ice+again@gmail.com',
      name: 'Ada L.',
      goals,
    })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'replaced', cohort: spring.startDate })
    const other = await applyWith({ ...valid, email: 'twice@gmail.com', cohort: autumn.startDate })
    expect(other.status).toBe(201)
    const rows = await storedApplications('twice@gmail.com')
    expect(rows.map((row) => [row.cohort, row.name, row.goals])).toEqual([
      ['2027-09-07', 'Ada Lovelace', valid.goals],
    ])
    expect(await storedApplications('Tw.ice+again@gmail.com')).toMatchObject([
      { cohort: '2027-03-02', name: 'Ada L.', goals, confirmed_at: null },
    ])
  })

  it('keeps a confirmed application as it was, telling the mailbox it applied already', async () => {
    expect((await applyWith({ ...valid, email: 'confirmed.once@example.com' })).status).toBe(201)
    const { env } = await import('cloudflare:test')
    await env.DB.prepare('UPDATE applications SET confirmed_at = created_at WHERE email = ?')
      .bind('confirmed.once@example.com')
      .run()
    const again = await applyWith({ ...valid, email: 'confirmed.once@example.com', name: 'Other' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'duplicate', cohort: spring.startDate })
    expect(await storedApplications('confirmed.once@example.com')).toMatchObject([
      { name: 'Ada Lovelace', goals: valid.goals },
    ])
  })

  it('refuses a cohort past its deadline, offering the next open one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // 12 February ends in New York at 05:00 UTC on the 13th.
    vi.setSystemTime(Date.parse('2027-02-13T05:00:00Z'))
    const response = await applyWith({ ...valid, email: 'late@example.com' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error:
        'The March 2, 2027 cohort no longer takes applications. The next open cohort starts September 7, 2027: it is chosen below.',
      fields: {
        cohort:
          'The March 2, 2027 cohort no longer takes applications. The next open cohort starts September 7, 2027: it is chosen below.',
      },
      next: autumn.startDate,
    })
    expect(await storedApplications('late@example.com')).toEqual([])
    const next = await applyWith({ ...valid, email: 'late@example.com', cohort: autumn.startDate })
    expect(next.status).toBe(201)
  })

  it('refuses a cohort whose seats are taken by enrolled applicants, offering the next', async () => {
    const { env } = await import('cloudflare:test')
    for (const email of ['first@example.com', 'second@example.com']) {
      expect((await applyWith({ ...valid, email })).status).toBe(201)
    }
    // Still open: applications take no seat until enrolment.
    expect((await applyWith({ ...valid, email: 'third@example.com' })).status).toBe(201)
    await env.DB.prepare(
      "UPDATE applications SET stage = 'enrolled' WHERE email IN ('first@example.com', 'second@example.com')",
    ).run()
    const full = await applyWith({ ...valid, email: 'fourth@example.com' })
    expect(full.status).toBe(400)
    const body = (await full.json()) as { fields: { cohort: string }; next: string }
    expect(body.fields.cohort).toBe(
      'The March 2, 2027 cohort is full. The next open cohort starts September 7, 2027: it is chosen below.',
    )
    expect(body.next).toBe(autumn.startDate)
    expect(await storedApplications('fourth@example.com')).toEqual([])
  })

  it('answers a filled honeypot as received and stores nothing', async () => {
    const response = await applyWith({
      ...valid,
      email: 'bot@example.com',
      website: 'spam.example',
    })
    expect(response.status).toBe(201)
    expect(await storedApplications('bot@example.com')).toEqual([])
    // Blank is empty: a browser that fills the hidden field with spaces is no bot.
    const spaces = await applyWith({
      ...valid,
      cohort: autumn.startDate,
      email: 'spaces@example.com',
      website: '   ',
    })
    expect(spaces.status).toBe(201)
    expect(await storedApplications('spaces@example.com')).toHaveLength(1)
  })

  it('queues no confirmation while the school sends no mail', async () => {
    const email = 'no-mail@example.com'
    expect((await applyWith({ ...valid, cohort: autumn.startDate, email })).status).toBe(201)
    const queued = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM outbox o JOIN applications a ON a.id = o.application_id
       WHERE a.email = ?`,
    )
      .bind(email)
      .first('n')
    expect(queued).toBe(0)
  })

  it('stands behind the contact form’s guards: origin, type, size, Turnstile', async () => {
    const email = 'guarded@example.com'
    const crossSite = await applyWith({ ...valid, email }, {}, { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const tooLarge = await applyWith({ ...valid, email, goals: 'é'.repeat(40_000) })
    expect(tooLarge.status).toBe(413)
    const turnstile = await applyWith({ ...valid, email }, { TURNSTILE_SECRET: 'secret' })
    expect(turnstile.status).toBe(403)
    expect(await turnstile.json()).toEqual({
      error: 'The anti-spam check failed: reload the page and try again',
    })
    expect(await storedApplications(email)).toEqual([])
  })
})

afterEach(() => vi.useRealTimers())
