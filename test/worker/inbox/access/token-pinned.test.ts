// Three of the inbox's defences pinned on their own: tokens longer than any Access token
// are refused before they are parsed; only RS256 is accepted, even from a key set whose keys do not
// say which algorithm they are for (nothing else would then refuse another one); and a token's
// lifetime is held to Access's own bounds exactly, to the second.
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  beyondAccessLifetime,
  clockSkew,
  maxTokenLifetime,
} from '../../../../src/server/inbox/access/access'
import { accessEnv, audience, kid, send, staffEmail, teamDomain, trusted } from '../helpers'

/** A signed-in staff member's request with this exact token. */
const withToken = async (token: string, bindings?: object) =>
  send('/inbox', { headers: { 'Cf-Access-Jwt-Assertion': token } }, bindings ?? (await accessEnv()))

/** A valid token, padded by a claim, in each of a few header shapes: lengths come in steps. */
async function tokensNear(length: number) {
  const { privateKey } = await trusted
  const now = Math.floor(Date.now() / 1000)
  const headers = [{ kid }, { kid, typ: 'JWT' }, { kid, cty: 'x' }, { kid, typ: 'at+jwt' }]
  const sign = (padding: number, header: object) =>
    new SignJWT({ email: staffEmail, pad: 'x'.repeat(padding) })
      .setProtectedHeader({ alg: 'RS256', ...header })
      .setIssuer(teamDomain)
      .setAudience(audience)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 3600)
      .sign(privateKey)
  const found = new Map<number, string>()
  for (const header of headers) {
    const shortest = (await sign(0, header)).length
    const padding = Math.floor(((length - shortest) * 3) / 4)
    for (let extra = -4; extra <= 4; extra++) {
      const token = await sign(padding + extra, header)
      if (!found.has(token.length)) found.set(token.length, token)
    }
  }
  return found
}

describe('a token’s length', () => {
  it('is let in up to 8192 characters, and refused from 8193 on, valid or not', async () => {
    const tokens = await tokensNear(8192)
    const longest = tokens.get(8192)
    const tooLong = tokens.get(8193)
    if (!longest || !tooLong) throw new Error(`no token of 8192 and 8193: ${[...tokens.keys()]}`)
    expect((await withToken(longest)).status).toBe(200)
    expect((await withToken(tooLong)).status).toBe(403)
  })
})

describe('the algorithm', () => {
  /** A key set of two RSA keys that name no algorithm, as a JWKS may. */
  async function keySetWithoutAlgorithms() {
    const rs = await generateKeyPair('RS256', { extractable: true })
    const ps = await generateKeyPair('PS256', { extractable: true })
    const rs384 = await generateKeyPair('RS384', { extractable: true })
    const keys = [
      { ...(await exportJWK(rs.publicKey)), kid: 'rs' },
      { ...(await exportJWK(ps.publicKey)), kid: 'ps' },
      { ...(await exportJWK(rs384.publicKey)), kid: 'rs384' },
    ]
    for (const key of keys) expect(key).not.toHaveProperty('alg')
    const bindings = await accessEnv({ ACCESS_JWKS: JSON.stringify({ keys }) })
    return { rs, ps, rs384, bindings }
  }

  const signed = (alg: string, keyId: string, key: CryptoKey) =>
    new SignJWT({ email: staffEmail })
      .setProtectedHeader({ alg, kid: keyId })
      .setIssuer(teamDomain)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key)

  it('is RS256 only, even when the key would verify another RSA signature', async () => {
    const { rs, ps, rs384, bindings } = await keySetWithoutAlgorithms()
    expect((await withToken(await signed('RS256', 'rs', rs.privateKey), bindings)).status).toBe(200)
    expect((await withToken(await signed('PS256', 'ps', ps.privateKey), bindings)).status).toBe(403)
    const rs384Token = await signed('RS384', 'rs384', rs384.privateKey)
    expect((await withToken(rs384Token, bindings)).status).toBe(403)
  })
})

describe('a token’s lifetime, at its bounds', () => {
  const now = 1_800_000_000
  it('may say it was issued up to the clock skew ahead of this clock, not a second more', () => {
    expect(beyondAccessLifetime(now + clockSkew, now + 3600, now)).toBe(false)
    expect(beyondAccessLifetime(now + clockSkew + 1, now + 3600, now)).toBe(true)
  })

  it('may live exactly Access’s longest session, not a second more', () => {
    expect(beyondAccessLifetime(now, now + maxTokenLifetime, now)).toBe(false)
    expect(beyondAccessLifetime(now, now + maxTokenLifetime + 1, now)).toBe(true)
  })
})
