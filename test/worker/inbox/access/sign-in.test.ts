import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../../src/server'
import { accessEnv, send, signToken } from '../helpers'

describe('the local sign-in step', () => {
  it('turns a valid pasted token into the Access cookie, then the inbox opens', async () => {
    const form = await send('/inbox/sign-in')
    expect(form.status).toBe(200)
    const page = await form.text()
    expect(page).toContain('<title>Local sign-in · ')
    expect(page).not.toContain('That token was not accepted')
    const token = await signToken()
    const signedIn = await send('/inbox/sign-in', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
      },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('Location')).toBe('/inbox')
    const cookie = signedIn.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(
      /^CF_Authorization=[\w.-]+; Path=\/inbox; HttpOnly; Secure; SameSite=Lax$/,
    )
    const inbox = await send('/inbox', { headers: { Cookie: cookie.split(';')[0] ?? '' } })
    expect(inbox.status).toBe(200)
  })

  it('returns to the inbox page it was asked to, and never to another site', async () => {
    const form = await (
      await send('/inbox/sign-in?next=%2Finbox%2Fcontent%2Ffaq%3Fcheck%3Dpublish')
    ).text()
    expect(form).toContain('name="next" value="/inbox/content/faq?check=publish"')
    const signIn = async (next: string) =>
      send('/inbox/sign-in', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://lumen.test',
        },
        body: new URLSearchParams({ token: await signToken(), next }).toString(),
      })
    expect((await signIn('/inbox/content/faq?check=publish')).headers.get('Location')).toBe(
      '/inbox/content/faq?check=publish',
    )
    expect((await signIn('/inbox?state=all')).headers.get('Location')).toBe('/inbox?state=all')
    for (const elsewhere of [
      'https://evil.example/inbox',
      'https://evil.example/inbox/content',
      '//evil.example/inbox',
      '/accelerator',
      '/accelerator/inbox',
      'http://[not-a-host',
    ])
      expect((await signIn(elsewhere)).headers.get('Location'), elsewhere).toBe('/inbox')
  })

  it('refuses a bad token, and a cross-site post, setting no cookie', async () => {
    const post = (token: string, origin: string) =>
      send('/inbox/sign-in', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ token }).toString(),
      })
    const expired = await post(await signToken({ expiresIn: -10 }), 'https://lumen.test')
    expect(expired.status).toBe(403)
    expect(expired.headers.has('Set-Cookie')).toBe(false)
    const empty = await send('/inbox/sign-in', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
      },
      body: 'next=%2Finbox',
    })
    expect(empty.status).toBe(403)
    expect(await empty.text()).toContain('That token was not accepted')
    const foreign = await post(await signToken(), 'https://evil.example')
    expect(foreign.status).toBe(403)
    expect(foreign.headers.has('Set-Cookie')).toBe(false)
  })

  it('does not exist where Access’s real keys are used, or on a real Access team domain', async () => {
    const real = await accessEnv({ ACCESS_JWKS: undefined })
    const withJwks = await accessEnv({ ACCESS_TEAM_DOMAIN: 'https://school.cloudflareaccess.com' })
    const bareDomain = await accessEnv({ ACCESS_TEAM_DOMAIN: 'https://cloudflareaccess.com' })
    for (const bindings of [real, withJwks, bareDomain]) {
      expect((await send('/inbox/sign-in', {}, bindings)).status).toBe(404)
      const posted = await send(
        '/inbox/sign-in',
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: 'https://lumen.test',
          },
          body: `token=${await signToken()}`,
        },
        bindings,
      )
      expect(posted.status).toBe(404)
      expect(posted.headers.has('Set-Cookie')).toBe(false)
    }
  })
})

describe('the local sign-in’s cookie', () => {
  const signIn = async (url: string, token: string) =>
    app.request(
      url,
      {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: new URL(url).origin,
        },
        body: new URLSearchParams({ token }).toString(),
      },
      await accessEnv(),
      createExecutionContext(),
    )

  it('holds the token without the white space a paste brings', async () => {
    const token = await signToken()
    const signedIn = await signIn('https://lumen.test/inbox/sign-in', `\n ${token} \n`)
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('Set-Cookie')).toMatch(new RegExp(`^CF_Authorization=${token};`))
  })

  it('is not marked Secure on a local run over plain http, where a browser would drop it', async () => {
    const signedIn = await signIn('http://localhost:8787/inbox/sign-in', await signToken())
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('Set-Cookie')).not.toMatch(/Secure/)
  })
})
