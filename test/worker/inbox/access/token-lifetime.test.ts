import { describe, expect, it } from 'vitest'
import { asStaff, signToken } from '../helpers'

describe("a token's lifetime", () => {
  const hour = 3600
  it.each([
    ['an expiry in the year 3×10¹² (exp = 10²⁰)', { expiresIn: 1e20 - Date.now() / 1000 }],
    ['a lifetime of a month and a day', { issuedAt: -60, expiresIn: 731 * hour }],
    ['an iat an hour ahead', { issuedAt: hour }],
    ['an iat two minutes ahead', { issuedAt: 120 }],
    ['no iat at all', { issuedAt: null }],
    ['no exp at all, so it would never expire', { expiresIn: null }],
  ])('refuses a token with %s (403)', async (_, options) => {
    const response = await asStaff('/inbox', {}, await signToken(options))
    expect(response.status).toBe(403)
  })

  it.each([
    [
      'a month-long session, as Access grants at most',
      { issuedAt: -60, expiresIn: 730 * hour - 60 },
    ],
    ['an iat thirty seconds ahead (clock skew)', { issuedAt: 30 }],
  ])('accepts a token with %s', async (_, options) => {
    const response = await asStaff('/inbox', {}, await signToken(options))
    expect(response.status).toBe(200)
  })
})
