// What the staff see when the inbox's settings are wrong, and who a token must name:
// a broken setting keeps the inbox closed and says which setting, once; an email claim that is
// no address lets no one in.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessEnv, send, signToken } from '../helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

const withToken = async (bindings: object, token?: string) =>
  send('/inbox', { headers: { 'Cf-Access-Jwt-Assertion': token ?? (await signToken()) } }, bindings)

describe('a broken inbox setting', () => {
  it('keeps the inbox closed and names ACCESS_JWKS, once, when it is no key set', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = await accessEnv({ ACCESS_JWKS: '{"keys": [oops' })
    expect((await withToken(broken)).status).toBe(404)
    expect((await withToken(broken)).status).toBe(404)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(logged.mock.calls[0]?.[0]).toBe(
      'ACCESS_JWKS is not a JSON Web Key Set: the inbox stays closed.',
    )
  })

  it('keeps the inbox closed and names ACCESS_TEAM_DOMAIN when it is no URL', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = await accessEnv({ ACCESS_TEAM_DOMAIN: 'lumen-test.cloudflareaccess.com' })
    expect((await withToken(broken)).status).toBe(404)
    expect(logged).toHaveBeenCalledWith('ACCESS_TEAM_DOMAIN is not a URL: the inbox stays closed.')
  })
})

describe('a token’s email claim', () => {
  it('lets no one in when it is not an address', async () => {
    for (const email of ['staff', 'staff.lumen.example', '']) {
      const response = await withToken(await accessEnv(), await signToken({ claims: { email } }))
      expect(response.status, email).toBe(403)
    }
  })
})
