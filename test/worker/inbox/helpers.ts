// Signing in to the inbox in worker tests: a key pair of the test's own, the settings that trust
// it (as `npm run inbox:local` writes them), tokens signed with it, and requests that carry them.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { app } from '../../../src/server'
import type { OptionalBindings } from '../../../src/server/settings/env'

export const teamDomain = 'https://lumen-test.example'
export const audience = 'aud-inbox-tests-0123456789abcdef'
export const staffEmail = 'staff@lumen.example'
export const kid = 'inbox-test-key'

/** An RS256 key pair, and its public half as the JWKS ACCESS_JWKS would hold. */
export async function keyPair(keyId = kid) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(publicKey)), kid: keyId, alg: 'RS256', use: 'sig' }
  return { publicKey, privateKey, jwk, jwks: JSON.stringify({ keys: [jwk] }) }
}

/** The test file's key pair: made once, trusted by `accessEnv`. */
export const trusted = keyPair()

/**
 * A search limit that never refuses. The limit has tests of its own, with wrangler.toml's binding
 * (inbox/search/limit-*.test.ts); elsewhere one test member searches faster than any person would.
 */
const neverLimited: RateLimit = { limit: async () => ({ success: true }) }

/** The worker's bindings with the inbox configured to trust `trusted`. */
export async function accessEnv(extra: OptionalBindings = {}) {
  return {
    ...env,
    ACCESS_TEAM_DOMAIN: teamDomain,
    ACCESS_AUD: audience,
    ACCESS_JWKS: (await trusted).jwks,
    INBOX_SEARCH_RATE_LIMITER: neverLimited,
    ...extra,
  }
}

type TokenOptions = {
  key?: CryptoKey
  claims?: JWTPayload
  issuer?: string
  audience?: string
  /** Seconds from now; negative for a token that has expired; null: no `exp`. */
  expiresIn?: number | null
  /** Seconds from now the token says it was issued (a minute ago unless given); null: no `iat`. */
  issuedAt?: number | null
  notBefore?: number
  keyId?: string
}

/** A token as Access would sign it, with any claim changed for an attack. */
export async function signToken(options: TokenOptions = {}) {
  const key = options.key ?? (await trusted).privateKey
  const now = Math.floor(Date.now() / 1000)
  const jwt = new SignJWT({ email: staffEmail, ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.keyId ?? kid })
    .setIssuer(options.issuer ?? teamDomain)
    .setAudience(options.audience ?? audience)
  if (options.expiresIn !== null) jwt.setExpirationTime(now + (options.expiresIn ?? 3600))
  if (options.issuedAt !== null) jwt.setIssuedAt(now + (options.issuedAt ?? -60))
  if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore)
  return jwt.sign(key)
}

/** A request to the worker, with the inbox's settings unless others are given. */
export async function send(path: string, init: RequestInit = {}, bindings?: object) {
  const ctx = createExecutionContext()
  const response = await app.request(
    `https://lumen.test${path}`,
    { redirect: 'manual', ...init },
    bindings ?? (await accessEnv()),
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** A signed-in staff member's request: the Access header, and for a POST this site's Origin. */
export async function asStaff(path: string, init: RequestInit = {}, token?: string) {
  const headers = new Headers(init.headers)
  headers.set('Cf-Access-Jwt-Assertion', token ?? (await signToken()))
  if (init.method === 'POST' && !headers.has('Origin')) headers.set('Origin', 'https://lumen.test')
  return send(path, { ...init, headers })
}

/** A form post by a signed-in staff member. */
export const postForm = (path: string, fields: Record<string, string>, headers?: HeadersInit) =>
  asStaff(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

export type Seed = {
  name?: string
  email?: string
  message?: string
  receivedAt?: string
  flag?: string | null
}

let seeded = 0

/** A message written to D1 as the contact form writes it, at a chosen time. Returns its id. */
export async function seedMessage(seed: Seed = {}): Promise<string> {
  seeded += 1
  const id = crypto.randomUUID()
  const receivedAt = seed.receivedAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, seeded)).toISOString()
  await env.DB.prepare(
    'INSERT INTO contact_messages (id, name, email, message, user_agent, flag, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      id,
      seed.name ?? `Visitor ${seeded}`,
      seed.email ?? `visitor${seeded}@example.com`,
      seed.message ?? `Message number ${seeded}\nSecond line`,
      'test',
      seed.flag ?? null,
      receivedAt,
    )
    .run()
  return id
}

/**
 * `count` messages in one statement, a second apart from `start`, numbered in their text
 * ("<text> 1", "<text> 2"…), with ids shaped like the store's.
 */
export async function seedMany(count: number, text: string, start = '2025-06-01T00:00:00Z') {
  await env.DB.prepare(
    `INSERT INTO contact_messages (id, name, email, message, user_agent, received_at)
     WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
     SELECT printf('%s-%s-4%s-a%s-%s', lower(hex(randomblob(4))), lower(hex(randomblob(2))),
                   substr(lower(hex(randomblob(2))), 2), substr(lower(hex(randomblob(2))), 2),
                   lower(hex(randomblob(6)))),
            'Bulk ' || i, 'bulk' || i || '@example.com', ? || ' ' || i, 'seed',
            strftime('%Y-%m-%dT%H:%M:%fZ', ?, '+' || i || ' seconds')
     FROM seq`,
  )
    .bind(count, text, start)
    .run()
}

/** A message's state changes, oldest first: what the history shows. */
export const historyOf = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT state, changed_by FROM contact_message_states WHERE message_id = ? ORDER BY id',
    )
      .bind(id)
      .all()
  ).results

/** Whether a message is still stored. */
export const exists = async (id: string) =>
  (await env.DB.prepare('SELECT 1 FROM contact_messages WHERE id = ?').bind(id).first()) !== null
