import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { maxContactBodyBytes } from '../../../src/server/contact/body-limit'
import { get } from '../html'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'When does the next cohort start?',
}

function send(body: BodyInit, contentType = 'application/json', init: RequestInit = {}) {
  return get('/api/contact/send', {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'User-Agent': 'contact-test/1.0' },
    body,
    ...init,
  })
}

async function storedRows() {
  const { results } = await env.DB.prepare(
    'SELECT id, name, email, message, user_agent, received_at FROM contact_messages ORDER BY received_at',
  ).all<Record<string, string>>()
  return results
}

async function count() {
  return (
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages').first<number>('n')) ?? 0
  )
}

describe('POST /api/contact/send', () => {
  it('stores a valid message before answering 201 with its id', async () => {
    const response = await send(JSON.stringify({ ...valid, name: '  Ada Lovelace  ' }))
    expect(response.status).toBe(201)
    const { id } = await response.json<{ id: string }>()
    const row = (await storedRows()).find((stored) => stored.id === id)
    expect(row).toMatchObject({ ...valid, user_agent: 'contact-test/1.0' })
    expect(Date.parse(row?.received_at ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect(Object.keys(row ?? {})).not.toContain('ip')
  })

  it.each([
    ['malformed JSON', '{"name": "Ada",'],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['null', 'null'],
    ['wrong types', JSON.stringify({ name: 1, email: true, message: [] })],
    ['a missing field', JSON.stringify({ name: 'Ada', email: 'ada@example.com' })],
    ['a blank field', JSON.stringify({ ...valid, message: '   \n  ' })],
    ['a bad email', JSON.stringify({ ...valid, email: 'ada-at-example' })],
    ['a too long name', JSON.stringify({ ...valid, name: 'x'.repeat(101) })],
    ['a too long email', JSON.stringify({ ...valid, email: `${'x'.repeat(250)}@example.com` })],
    ['a too long message', JSON.stringify({ ...valid, message: 'x'.repeat(5001) })],
    ['a line break in the name', JSON.stringify({ ...valid, name: 'Ada\nBcc: x@example.com' })],
  ])('refuses %s with 400 in JSON and stores nothing', async (_, body) => {
    const before = await count()
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const answer = await response.text()
    expect(answer).not.toMatch(/\bat \w+ \(|\.ts:\d+/)
    const { error, fields } = JSON.parse(answer)
    expect(error).toEqual(expect.any(String))
    expect(Object.keys(fields).length, 'names the invalid fields').toBeGreaterThan(0)
    expect(await count()).toBe(before)
  })

  it.each([
    ['malformed JSON', '{"name": "Ada",'],
    ['an empty body', ''],
    ['null', 'null'],
  ])('names every field as required for %s', async (_, body) => {
    const { fields } = await (await send(body)).json<{ fields: Record<string, string> }>()
    expect(fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    })
  })

  it.each([
    ['malformed JSON', '{"name": "Ada",'],
    ['an empty body', ''],
  ])('says that %s is not JSON', async (_, body) => {
    const { error } = await (await send(body)).json<{ error: string }>()
    expect(error).toBe('The body is not valid JSON')
  })

  it('says a missing field is required, in words a visitor can act on', async () => {
    const { fields } = await (
      await send(JSON.stringify({ name: 'Ada', email: 'ada@example.com' }))
    ).json<{ fields: Record<string, string> }>()
    expect(fields).toEqual({ message: 'Message is required' })
  })

  it('names each invalid field', async () => {
    const response = await send(JSON.stringify({ name: '', email: 'nope', message: 'hi' }))
    const answer = await response.json<{ fields: Record<string, string> }>()
    expect(Object.keys(answer.fields).sort()).toEqual(['email', 'name'])
    expect(answer.fields.email).toMatch(/valid/)
  })

  it('refuses a body over the limit with 413, with or without a declared length', async () => {
    const before = await count()
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(maxContactBodyBytes) })
    expect((await send(big)).status).toBe(413)
    const stream = new Blob([big]).stream()
    expect((await send(stream, 'application/json', { duplex: 'half' } as RequestInit)).status).toBe(
      413,
    )
    expect(await count()).toBe(before)
  })

  it('refuses a content type that is neither JSON nor a form with 415', async () => {
    const response = await send(JSON.stringify(valid), 'text/plain')
    expect(response.status).toBe(415)
    expect(await response.json()).toHaveProperty('error')
  })

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405, never 2xx', async (method) => {
    const response = await get('/api/contact/send', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    // An API client is told what to do instead, in the API's own JSON.
    expect(await response.json()).toEqual({ error: expect.stringContaining('Use POST') })
  })
})
