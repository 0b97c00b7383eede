import { env } from 'cloudflare:test'
import { base64url, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  asStaff,
  audience,
  keyPair,
  seedMessage,
  send,
  signToken,
  staffEmail,
  teamDomain,
  trusted,
} from '../helpers'

const secret = 'Visitor wrote: my phone is 555-0199'

/** What a refused request must look like: refused, and nothing of any message in it. */
async function expectRefused(response: Response, status: 401 | 403) {
  expect(response.status).toBe(status)
  const body = await response.text()
  expect(body).not.toContain(secret)
  expect(body).not.toContain('@example.com')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
}

describe('who gets into the inbox', () => {
  it('refuses a request with no token (401), on every path and method', async () => {
    const id = await seedMessage({ message: secret })
    for (const path of ['/inbox', `/inbox/${id}`, '/inbox/export.csv', '/inbox/anything']) {
      await expectRefused(await send(path), 401)
    }
    await expectRefused(await send(`/inbox/${id}/delete`, { method: 'POST' }), 401)
    const row = await env.DB.prepare('SELECT id FROM contact_messages WHERE id = ?')
      .bind(id)
      .first()
    expect(row).not.toBeNull()
  })

  it('lets in a valid token in the Cf-Access-Jwt-Assertion header', async () => {
    await seedMessage({ message: secret })
    const response = await asStaff('/inbox?state=all')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(secret.slice(0, 20))
    expect(html).toContain(staffEmail)
  })

  it('lets in a valid token in the CF_Authorization cookie', async () => {
    const response = await send('/inbox', {
      headers: { Cookie: `CF_Authorization=${await signToken()}` },
    })
    expect(response.status).toBe(200)
  })

  it('refuses a token signed by another key, even under the trusted key id (403)', async () => {
    const other = await keyPair()
    await expectRefused(
      await asStaff('/inbox', {}, await signToken({ key: other.privateKey })),
      403,
    )
    const unknownKid = await signToken({ key: other.privateKey, keyId: 'someone-else' })
    await expectRefused(await asStaff('/inbox', {}, unknownKid), 403)
  })

  it('refuses an expired token (401: sign in again) and one not yet valid (403)', async () => {
    await expectRefused(await asStaff('/inbox', {}, await signToken({ expiresIn: -60 })), 401)
    await expectRefused(await asStaff('/inbox', {}, await signToken({ notBefore: 600 })), 403)
  })

  it('refuses a token for another audience or from another issuer', async () => {
    const wrongAudience = await signToken({ audience: `${audience}-other` })
    await expectRefused(await asStaff('/inbox', {}, wrongAudience), 403)
    const wrongIssuer = await signToken({ issuer: 'https://evil.cloudflareaccess.com' })
    await expectRefused(await asStaff('/inbox', {}, wrongIssuer), 403)
  })

  it('refuses an unsigned token (alg: none)', async () => {
    const encode = (value: object) => base64url.encode(JSON.stringify(value))
    const now = Math.floor(Date.now() / 1000)
    const claims = { email: staffEmail, iss: teamDomain, aud: audience, exp: now + 3600 }
    const none = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`
    await expectRefused(await asStaff('/inbox', {}, none), 403)
  })

  it('refuses an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const { jwk, jwks } = await trusted
    const now = Math.floor(Date.now() / 1000)
    for (const secretKey of [JSON.stringify(jwk), jwks, jwk.n ?? '']) {
      const forged = await new SignJWT({ email: staffEmail })
        .setProtectedHeader({ alg: 'HS256', kid: 'inbox-test-key' })
        .setIssuer(teamDomain)
        .setAudience(audience)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(secretKey))
      await expectRefused(await asStaff('/inbox', {}, forged), 403)
    }
  })

  it('never reads a token from the query string', async () => {
    const token = await signToken()
    for (const name of ['token', 'CF_Authorization', 'cf_authorization', 'jwt']) {
      await expectRefused(await send(`/inbox?${name}=${token}`), 401)
    }
  })

  it('refuses a token with no expiry, and one with no email', async () => {
    const { privateKey } = await trusted
    const endless = await new SignJWT({ email: staffEmail })
      .setProtectedHeader({ alg: 'RS256', kid: 'inbox-test-key' })
      .setIssuer(teamDomain)
      .setAudience(audience)
      .sign(privateKey)
    await expectRefused(await asStaff('/inbox', {}, endless), 403)
    const anonymous = await signToken({ claims: { email: undefined } })
    await expectRefused(await asStaff('/inbox', {}, anonymous), 403)
  })

  it('refuses a bad header even when a valid cookie comes with it', async () => {
    const response = await send('/inbox', {
      headers: {
        'Cf-Access-Jwt-Assertion': 'not-a-token',
        Cookie: `CF_Authorization=${await signToken()}`,
      },
    })
    await expectRefused(response, 403)
  })
})
