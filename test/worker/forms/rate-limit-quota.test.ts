import { describe, expect, it } from 'vitest'
import { send, valid } from '../contact/send'
import { get, newAddress } from '../html'
import { join } from '../waitlist/requests'

// Rate limits never punish typing mistakes: only posts that would be stored count, and each form
// has its own quota (docs/settings.md, "Bindings and settings"), tested in the visitor's exact
// sequence. The binding counts in fixed windows locally, so floods assert "eventually 429", never
// an exact count.

const postForm = (path: string, fields: Record<string, string>, address: string) =>
  get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': address },
    body: new URLSearchParams(fields).toString(),
  })

const typo = { ...valid, email: 'ada@example..com' }

describe('the rate limit counts only what would be stored, per form', () => {
  it('lets a visitor refused twice for a typo send it right, then join a waiting list', async () => {
    const visitor = newAddress()
    const ip = { 'CF-Connecting-IP': visitor }
    expect((await send(typo, ip)).status).toBe(400)
    expect((await send(typo, ip)).status).toBe(400)
    expect((await send({ ...valid, email: 'typo-then-right@example.com' }, ip)).status).toBe(201)
    const joined = await join({ offering: 'corporate', email: 'typo-then-right@example.com' }, ip)
    expect(joined.status).toBe(202)
    // The two refusals and the sign-up left the contact quota whole but for the one message:
    // four more messages this minute are still taken.
    for (let n = 0; n < 4; n++) {
      const more = await send({ ...valid, email: `typo-more-${n}@example.com` }, ip)
      expect(more.status, `message ${n + 2}`).toBe(201)
    }
  })

  it('does the same without JavaScript: refused posts of either form cost nothing', async () => {
    const visitor = newAddress()
    for (let n = 0; n < 6; n++) {
      expect((await postForm('/contact', { ...typo }, visitor)).status).toBe(400)
      expect((await postForm('/technical', { email: 'not an address' }, visitor)).status).toBe(400)
    }
    const sent = await postForm('/contact', { ...valid, email: 'no-js-right@example.com' }, visitor)
    expect(sent.status).toBe(303)
    const joined = await postForm('/technical', { email: 'no-js-right@example.com' }, visitor)
    expect(joined.status).toBe(303)
  })

  it('gives the waiting lists a quota of their own: a visitor who used up the contact one may join', async () => {
    const ip = { 'CF-Connecting-IP': newAddress() }
    let status = 0
    for (let n = 0; n < 30 && status !== 429; n++) {
      status = (await send({ ...valid, email: `quota-${n}@example.com` }, ip)).status
    }
    expect(status).toBe(429)
    const joined = await join({ offering: 'technical', email: 'quota@example.com' }, ip)
    expect(joined.status).toBe(202)
  })

  it('still answers a flood of valid sign-ups with 429 (and a flood of messages, elsewhere)', async () => {
    const ip = { 'CF-Connecting-IP': newAddress() }
    let limited: Response | undefined
    for (let n = 0; n < 30 && !limited; n++) {
      const response = await join({ offering: 'corporate', email: `flood-${n}@example.com` }, ip)
      if (response.status === 429) limited = response
      else expect(response.status).toBe(202)
    }
    expect(limited?.status).toBe(429)
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
