import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { OptionalBindings } from '../../../../src/server/settings/env'
import { accessEnv, seedMessage, send, signToken } from '../helpers'

const secret = 'Visitor wrote: my phone is 555-0199'

describe('an inbox with no Access settings', () => {
  it('does not exist: every path under /inbox is a 404, token or not', async () => {
    const id = await seedMessage({ message: secret })
    const token = await signToken()
    // Whatever a developer's .dev.vars holds (vitest reads it too), these settings are absent.
    const {
      ACCESS_TEAM_DOMAIN: _t,
      ACCESS_AUD: _a,
      ACCESS_JWKS: _j,
      ...bare
    } = env as Env & OptionalBindings
    for (const path of [
      '/inbox',
      `/inbox/${id}`,
      '/inbox/export.csv',
      '/inbox/sign-in',
      '/inbox/waitlists',
    ]) {
      for (const headers of [new Headers(), new Headers({ 'Cf-Access-Jwt-Assertion': token })]) {
        const response = await send(path, { headers }, bare)
        expect(response.status, path).toBe(404)
        expect(await response.text()).not.toContain(secret)
      }
    }
  })

  it('answers its 404, the site’s page, as privately as any inbox answer', async () => {
    const { ACCESS_TEAM_DOMAIN: _t, ACCESS_AUD: _a, ...bare } = env as Env & OptionalBindings
    const response = await send('/inbox', {}, bare)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<html')
    // The site's renderer names its speculation rules; nothing under /inbox is prefetched from.
    expect(response.headers.has('Speculation-Rules')).toBe(false)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })

  it('stays closed with only half the settings, or a keyset that is not JSON', async () => {
    const token = await signToken()
    const headers = { 'Cf-Access-Jwt-Assertion': token }
    const { ACCESS_AUD: _, ...noAudience } = await accessEnv()
    expect((await send('/inbox', { headers }, noAudience)).status).toBe(404)
    const insecure = await accessEnv({ ACCESS_TEAM_DOMAIN: 'http://lumen-test.example' })
    expect((await send('/inbox', { headers }, insecure)).status).toBe(404)
    const broken = await accessEnv({ ACCESS_JWKS: '{not json' })
    const quiet = console.error
    console.error = () => {}
    expect((await send('/inbox', { headers }, broken)).status).toBe(404)
    console.error = quiet
  })
})
