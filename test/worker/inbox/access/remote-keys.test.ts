import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessEnv, keyPair, send, signToken } from '../helpers'

const team = 'https://remote-team.example'

describe('Access’s published keys', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('are fetched from <team domain>/cdn-cgi/access/certs once, then kept', async () => {
    const published = await keyPair('published-key')
    const fetched: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input)
      fetched.push(url)
      return new Response(published.jwks, { headers: { 'Content-Type': 'application/json' } })
    })
    const bindings = await accessEnv({ ACCESS_TEAM_DOMAIN: team, ACCESS_JWKS: undefined })
    const token = await signToken({
      key: published.privateKey,
      issuer: team,
      keyId: 'published-key',
    })
    for (let i = 0; i < 3; i++) {
      const response = await send(
        '/inbox',
        { headers: { 'Cf-Access-Jwt-Assertion': token } },
        bindings,
      )
      expect(response.status).toBe(200)
    }
    expect(fetched).toEqual([`${team}/cdn-cgi/access/certs`])
  })

  it('refuse a token the published keys did not sign, and there is no sign-in step', async () => {
    const published = await keyPair('published-key-2')
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(published.jwks, { headers: { 'Content-Type': 'application/json' } }),
    )
    const bindings = await accessEnv({ ACCESS_TEAM_DOMAIN: `${team}2`, ACCESS_JWKS: undefined })
    const forged = await signToken({ issuer: `${team}2`, keyId: 'published-key-2' })
    const response = await send(
      '/inbox',
      { headers: { 'Cf-Access-Jwt-Assertion': forged } },
      bindings,
    )
    expect(response.status).toBe(403)
    expect((await send('/inbox/sign-in', {}, bindings)).status).toBe(404)
  })
})
