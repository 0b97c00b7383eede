import { env } from 'cloudflare:test'
import type { InferRequestType, InferResponseType } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { apiClient } from '../../../src/client/api'
import type { WaitlistSignupInput } from '../../../src/shared/waitlist'
import { get, newAddress } from '../html'
import { join, rows } from './requests'

type JoinCall = ReturnType<typeof apiClient>['api']['waitlist']['join']['$post']

describe('the waiting lists: the contract', () => {
  it('types the browser client by the shared schema (checked by tsc)', () => {
    expectTypeOf<InferRequestType<JoinCall>['json']>().toEqualTypeOf<WaitlistSignupInput>()
    expectTypeOf<InferResponseType<JoinCall, 202>>().toEqualTypeOf<{ pending: 'confirmation' }>()
  })

  it('stores a sign-up, waiting for its owner to confirm it, before answering 202', async () => {
    const response = await join({ offering: 'corporate', email: 'cto@example.com' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ pending: 'confirmation' })
    expect(await rows('cto@example.com')).toEqual([
      { offering: 'corporate', email: 'cto@example.com' },
    ])
  })

  it('keeps one row for the same address and offering, answering exactly as the first time', async () => {
    const first = await join({ offering: 'technical', email: 'twice@example.com' })
    const again = await join({ offering: 'technical', email: 'TWICE@example.com' })
    expect([first.status, again.status]).toEqual([202, 202])
    expect(await again.text()).toBe(await first.text())
    await join({ offering: 'corporate', email: 'twice@example.com' })
    expect(await rows('twice@example.com')).toEqual([
      { offering: 'corporate', email: 'twice@example.com' },
      { offering: 'technical', email: 'twice@example.com' },
    ])
  })

  it.each([
    ['malformed JSON', '{"offering": "corporate",'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['null', 'null'],
  ])('refuses %s with 400, asking for the address it lacks', async (_, body) => {
    const response = await get('/api/waitlist/join', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(fields).toEqual({ email: 'Email is required' })
  })

  it.each([
    ['no address', { offering: 'corporate', email: '  ' }, 'Invalid sign-up', ['email']],
    [
      'a bad address',
      { offering: 'corporate', email: 'not-an-address' },
      'Invalid sign-up',
      ['email'],
    ],
    [
      'an unknown offering, saying so and blaming no field',
      { offering: 'bakery', email: 'a@example.com' },
      'Offering must be corporate or technical',
      [],
    ],
    [
      'an unknown offering and a bad address, saying both',
      { offering: 'bakery', email: 'nope' },
      'Offering must be corporate or technical',
      ['email'],
    ],
  ])('refuses %s with 400, storing nothing', async (_, body, error, fieldNames) => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_signups').first('n')
    const response = await join(body)
    expect(response.status).toBe(400)
    const answer = await response.json<{ error: string; fields: Record<string, string> }>()
    expect(answer.error).toBe(error)
    expect(Object.keys(answer.fields)).toEqual(fieldNames)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_signups').first('n')).toBe(
      before,
    )
  })

  it('answers a bot (honeypot filled) as a success and stores nothing', async () => {
    const response = await join({ offering: 'corporate', email: 'bot@example.com', website: 'x' })
    expect(response.status).toBe(202)
    expect(await rows('bot@example.com')).toEqual([])
  })

  it('stands behind the same guards: another site, another type', async () => {
    const email = 'guarded@example.com'
    const foreign = await join({ offering: 'corporate', email }, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const form = await get('/api/waitlist/join', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `offering=corporate&email=${email}`,
    })
    expect(form.status).toBe(415)
    expect(await rows(email)).toEqual([])
  })

  it('refuses a flood of sign-ups from one visitor (429)', async () => {
    const address = newAddress()
    let status = 0
    for (let n = 0; n < 30 && status !== 429; n++) {
      status = (
        await join(
          { offering: 'corporate', email: `flood-${n}@example.com` },
          { 'CF-Connecting-IP': address },
        )
      ).status
    }
    expect(status).toBe(429)
  })
})
