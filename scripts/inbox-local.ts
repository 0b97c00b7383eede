// `npm run inbox:local [email]`: a working inbox on `npm start` without Cloudflare Access.
// Makes (once) an RS256 key pair of this machine's own, keeps its private half in .wrangler/ (git-
// ignored, never deployed), writes the settings that trust its public half to .dev.vars, and
// prints a token for the email given, to paste at /inbox/sign-in. The worker verifies that token
// with the same code as Access's own; /inbox/sign-in exists only with such a local key set.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose'
import { localConversationVars } from './conversation-local.ts'

/** Not an Access team domain (those end in .cloudflareaccess.com): the sign-in step needs that. */
export const localTeamDomain = 'https://access.localhost'
export const localAudience = 'lumen-local-inbox'
const keyFile = '.wrangler/inbox-local/private-key.json'
const devVarsFile = '.dev.vars'
const kid = 'lumen-local'

/** A fresh key pair: the private JWK to sign with, and the ACCESS_* settings that trust it. */
export async function makeLocalAccess() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
  return accessFrom({ ...(await exportJWK(privateKey)), kid }, await exportJWK(publicKey))
}

function accessFrom(privateJwk: JWK, publicJwk: JWK) {
  const jwks = JSON.stringify({ keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] })
  const vars = { ACCESS_TEAM_DOMAIN: localTeamDomain, ACCESS_AUD: localAudience, ACCESS_JWKS: jwks }
  return { privateJwk, vars }
}

/** A token as Access would issue it, signed with the local key. */
export async function signLocalToken(privateJwk: JWK, email: string, hours = 12) {
  const key = await importJWK(privateJwk, 'RS256')
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(localTeamDomain)
    .setAudience(localAudience)
    .setIssuedAt()
    .setExpirationTime(`${hours}h`)
    .sign(key)
}

/** The key kept from an earlier run, or a new one. */
async function localKey() {
  if (existsSync(keyFile)) {
    const privateJwk = JSON.parse(readFileSync(keyFile, 'utf8')) as JWK
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk
    return accessFrom(privateJwk, publicJwk)
  }
  const made = await makeLocalAccess()
  mkdirSync(dirname(keyFile), { recursive: true })
  writeFileSync(keyFile, JSON.stringify(made.privateJwk), { mode: 0o600 })
  return made
}

/**
 * .dev.vars with the ACCESS_* lines written in place, the walk-through's other settings added
 * where missing (conversation-local.ts), and every other line kept, in order: a second run with
 * the same key changes nothing, so it does not ask for a rebuild. True if it changed.
 */
function writeDevVars(vars: Record<string, string>): boolean {
  const before = existsSync(devVarsFile) ? readFileSync(devVarsFile, 'utf8') : ''
  const line = (name: string, value: string) => `${name}='${value}'`
  const pending = new Map(Object.entries(vars))
  const kept = before
    .split('\n')
    .filter(Boolean)
    .map((text) => {
      const name = text.split('=', 1)[0] ?? ''
      const value = pending.get(name)
      if (value === undefined) return text
      pending.delete(name)
      return line(name, value)
    })
  const added = { ...Object.fromEntries(pending), ...localConversationVars(kept.join('\n')) }
  const lines = Object.entries(added).map(([name, value]) => line(name, value))
  const after = `${[...kept, ...lines].join('\n')}\n`
  if (after === before) return false
  writeFileSync(devVarsFile, after)
  return true
}

if (import.meta.main) {
  const email = process.argv[2] ?? 'staff@lumen.localhost'
  const { privateJwk, vars } = await localKey()
  const changed = writeDevVars(vars)
  const token = await signLocalToken(privateJwk, email)
  // The server must listen where the links below point: on the PORT given here, as typed.
  const port = process.env.PORT || undefined
  const origin = `http://localhost:${port ?? 8787}`
  const start = port ? `PORT=${port} npm start` : 'npm start'
  console.log(`Local inbox sign-in for ${email} (${devVarsFile} ${changed ? 'updated' : 'unchanged'}).

1. ${changed ? start : `${start} (or keep the one running: the settings have not changed)`}
   The build carries .dev.vars, so a change of settings needs a new build, which that makes.
2. Open ${origin}/inbox/sign-in and paste this token (valid 12 hours):

${token}

   Or, without a browser:
   curl -H 'Cf-Access-Jwt-Assertion: ${token}' ${origin}/inbox

Run this again for a new token, or with another email: npm run inbox:local you@example.com
Nothing here works where the real Access keys are used: see docs/operations.md, "Setting up Access in production".`)
}
