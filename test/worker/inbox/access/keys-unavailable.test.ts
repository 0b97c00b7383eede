// When Cloudflare Access's published keys cannot be fetched, a staff member's token can be neither
// accepted nor refused: they are told to try again (503), not refused as a stranger (403) nor shown
// the site's error page. A token the keys do not verify is still refused once they can be fetched.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inboxContent } from '../../../../src/server/inbox/content/inbox'
import { accessEnv, keyPair, send, signToken } from '../helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A staff member's visit to /inbox on a team domain whose certs URL answers with `certs`. */
async function visitWhileCertsAnswer(team: string, certs: () => Promise<Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(certs)
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const bindings = await accessEnv({ ACCESS_TEAM_DOMAIN: team, ACCESS_JWKS: undefined })
  const token = await signToken({ issuer: team, keyId: 'published' })
  const response = await send('/inbox', { headers: { 'Cf-Access-Jwt-Assertion': token } }, bindings)
  return { response, logged }
}

const timedOut = () => Object.assign(new Error('The operation timed out'), { name: 'TimeoutError' })

describe('a staff member whose sign-in cannot be checked', () => {
  it.each([
    ['the certs URL cannot be reached', async () => Promise.reject(new TypeError('fetch failed'))],
    ['the certs URL times out', async () => Promise.reject(timedOut())],
    ['the certs URL answers 502', async () => new Response('Bad gateway', { status: 502 })],
    ['the certs URL answers something not JSON', async () => new Response('<html>')],
    ['the certs URL answers JSON that is not a key set', async () => Response.json({ keys: 1 })],
  ])('is asked to try again in a minute (503) when %s', async (_, certs) => {
    const team = `https://keys-${Math.random().toString(36).slice(2)}.example`
    const { response, logged } = await visitWhileCertsAnswer(team, certs)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toBe(inboxContent.refused.keysUnavailable)
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('published keys could not be fetched'),
      expect.anything(),
    )
  })

  it('is refused (403) once the keys are fetched, if they did not sign the token', async () => {
    const published = await keyPair('published')
    const team = 'https://keys-fetched.example'
    const { response, logged } = await visitWhileCertsAnswer(
      team,
      async () => new Response(published.jwks),
    )
    expect(response.status).toBe(403)
    expect(logged).not.toHaveBeenCalled()
  })
})
