// The worker's Cloudflare Access settings: the team domain and audience a token must name, and
// the keys that verify it (Access's published ones, or a local set for local sign-in). Without
// both settings the inbox does not exist; checking a token is src/server/inbox/access/access.ts.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose'
import type { OptionalBindings } from './env'

/** How a request must prove it passed Cloudflare Access, read from the worker's settings. */
export type AccessSettings = {
  /** The team domain's origin: tokens must name it as their issuer. */
  issuer: string
  /** The Access application's audience tag. */
  audience: string
  keys: JWTVerifyGetKey
  /** Whether /inbox/sign-in exists: a local key set, on a team domain that is not a real one. */
  localSignIn: boolean
}

// Key sets live as long as the isolate: the remote one caches the team's keys and refetches them
// when a token names a key it has not seen (Access rotates its keys every six weeks).
const remoteKeySets = new Map<string, JWTVerifyGetKey>()
const localKeySets = new Map<string, JWTVerifyGetKey | null>()

function localKeySet(jwks: string): JWTVerifyGetKey | null {
  if (!localKeySets.has(jwks)) {
    try {
      localKeySets.set(jwks, createLocalJWKSet(JSON.parse(jwks) as JSONWebKeySet))
    } catch (error) {
      console.error('ACCESS_JWKS is not a JSON Web Key Set: the inbox stays closed.', error)
      localKeySets.set(jwks, null)
    }
  }
  return localKeySets.get(jwks) ?? null
}

function remoteKeySet(issuer: string): JWTVerifyGetKey {
  let keys = remoteKeySets.get(issuer)
  if (!keys) {
    keys = createRemoteJWKSet(new URL('/cdn-cgi/access/certs', issuer))
    remoteKeySets.set(issuer, keys)
  }
  return keys
}

const isRealAccessHost = (hostname: string) =>
  hostname === 'cloudflareaccess.com' || hostname.endsWith('.cloudflareaccess.com')

/**
 * The Access settings, or null when the inbox is not configured: then it does not exist (404).
 * Both the team domain (an https origin) and the audience are required; there is no other switch.
 */
export function accessSettings(env: OptionalBindings): AccessSettings | null {
  const { ACCESS_TEAM_DOMAIN, ACCESS_AUD, ACCESS_JWKS } = env
  if (!ACCESS_TEAM_DOMAIN || !ACCESS_AUD) return null
  let team: URL
  try {
    team = new URL(ACCESS_TEAM_DOMAIN)
  } catch {
    console.error('ACCESS_TEAM_DOMAIN is not a URL: the inbox stays closed.')
    return null
  }
  if (team.protocol !== 'https:') return null
  const keys = ACCESS_JWKS ? localKeySet(ACCESS_JWKS) : remoteKeySet(team.origin)
  if (!keys) return null
  const localSignIn = Boolean(ACCESS_JWKS) && !isRealAccessHost(team.hostname)
  return { issuer: team.origin, audience: ACCESS_AUD, keys, localSignIn }
}
