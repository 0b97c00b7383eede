import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import { keptPageCount } from '../../../src/server/web/page-cache'
import { get } from '../html'
import { send, valid } from './send'

// When a visitor comes to the form from an offering's call to action, the message records which
// offering it is about (`/contact?about=corporate` fills a choice in the form). The seed's payload
// (`name`, `email`, `message`) is still accepted exactly as it is; anything added is optional,
// validated by the same valibot contract, and typed in the client (docs/architecture.md, "What the
// message is about").

/** The topic select's options as the server rendered them: value, and whether it is chosen. */
function aboutOptions(html: string) {
  const select = html.match(/<select\b[^>]*name="about"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? ''
  return [...select.matchAll(/<option\b([^>]*)>([^<]*)<\/option>/g)].map(([, attributes = '']) => ({
    value: attributes.match(/value="([^"]*)"/)?.[1],
    selected: /\sselected=""/.test(attributes),
  }))
}

const chosen = (html: string) => aboutOptions(html).filter((option) => option.selected)

const aboutOf = (message: string) =>
  env.DB.prepare('SELECT about FROM contact_messages WHERE message = ?')
    .bind(message)
    .first('about')

const postForm = (fields: Record<string, string>) =>
  get('/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

describe('what a message is about, chosen from /contact?about=…', () => {
  it('offers a labelled choice: a general question or one of the three offerings', async () => {
    const html = await (await get('/contact')).text()
    expect(html).toMatch(/<label[^>]*for="contact-about"[^>]*>What is it about\?<\/label>/)
    expect(aboutOptions(html).map((option) => option.value)).toEqual([
      'general',
      'accelerator',
      'corporate',
      'technical',
    ])
    expect(chosen(html)).toEqual([{ value: 'general', selected: true }])
  })

  it.each(['accelerator', 'corporate', 'technical'])(
    'renders ?about=%s with that choice made, without JavaScript',
    async (offering) => {
      const html = await (await get(`/contact?about=${offering}`)).text()
      expect(chosen(html)).toEqual([{ value: offering, selected: true }])
    },
  )

  it('takes an unknown or empty ?about= as a general question', async () => {
    for (const query of ['?about=evil%22%3E', '?about=', '?about=Corporate', '?about[]=x']) {
      const response = await get(`/contact${query}`)
      expect(response.status, query).toBe(200)
      expect(chosen(await response.text()), query).toEqual([{ value: 'general', selected: true }])
    }
  })

  // 200 renders: a generous bound, so a busy machine does not fail what a quiet one passes in 1 s.
  it('renders each variant right after the page is cached, and keeps no copy of any', {
    timeout: 20_000,
  }, async () => {
    await app.request('https://lumen.test/contact', {}, env) // the plain page is now kept
    const before = keptPageCount()
    for (let n = 0; n < 200; n++) {
      const offering = ['accelerator', 'corporate', 'technical'][n % 3] ?? 'general'
      const response = await app.request(
        `https://lumen.test/contact?about=${offering}&n=${n}`,
        {},
        env,
      )
      expect(chosen(await response.text())).toEqual([{ value: offering, selected: true }])
    }
    expect(keptPageCount()).toBe(before)
    const plain = await (await app.request('https://lumen.test/contact', {}, env)).text()
    expect(chosen(plain)).toEqual([{ value: 'general', selected: true }])
  })

  it('gives each variant its own ETag, so a validator of the plain page never answers it', async () => {
    const plain = await app.request('https://lumen.test/contact', {}, env)
    const etag = plain.headers.get('ETag') ?? ''
    expect(etag).not.toBe('')
    for (const path of ['/contact?about=corporate', '/contact?sent=1']) {
      const variant = await app.request(
        `https://lumen.test${path}`,
        { headers: { 'If-None-Match': etag } },
        env,
      )
      expect(variant.status, path).toBe(200)
      expect(variant.headers.get('ETag'), path).not.toBe(etag)
    }
  })

  it('accepts the seed’s payload { name, email, message } exactly as it is: a general question', async () => {
    const seed = { ...valid, message: 'seed payload, no about' }
    expect(Object.keys(seed)).toEqual(['name', 'email', 'message'])
    expect((await send(seed)).status).toBe(201)
    expect(await aboutOf(seed.message)).toBeNull()
  })

  it.each(['accelerator', 'corporate', 'technical'])(
    'stores what a JSON message is about: %s',
    async (about) => {
      const message = `json about ${about}`
      expect((await send({ ...valid, message, about })).status).toBe(201)
      expect(await aboutOf(message)).toBe(about)
    },
  )

  it('stores "general" as no offering', async () => {
    expect((await send({ ...valid, message: 'json general', about: 'general' })).status).toBe(201)
    expect(await aboutOf('json general')).toBeNull()
  })

  it('refuses (400) an about the contract does not know, naming that field', async () => {
    for (const about of ['marketing', '', 42, null]) {
      const response = await send({ ...valid, message: `bad about ${about}`, about })
      expect(response.status, String(about)).toBe(400)
      const { fields } = await response.json<{ fields: Record<string, string> }>()
      expect(Object.keys(fields)).toEqual(['about'])
      expect(await aboutOf(`bad about ${about}`)).toBeNull()
    }
  })

  it('stores what a form posted without JavaScript is about', async () => {
    const response = await postForm({
      ...valid,
      message: 'form about technical',
      about: 'technical',
    })
    expect(response.status).toBe(303)
    expect(await aboutOf('form about technical')).toBe('technical')
  })

  it('keeps the choice on a refused post without JavaScript', async () => {
    const response = await postForm({ ...valid, email: 'not-an-address', about: 'corporate' })
    expect(response.status).toBe(400)
    expect(chosen(await response.text())).toEqual([{ value: 'corporate', selected: true }])
  })
})
