import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { app } from '../../../src/server'

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }

/** A D1 binding whose every write fails, as during an outage. */
const outage = () => Promise.reject(new Error('D1_ERROR: storage unavailable'))
const brokenDb = {
  prepare: () => ({ bind: () => ({ run: outage }) }),
  batch: outage,
} as unknown as D1Database

async function post(body: string, contentType: string, bindings: Partial<Env>) {
  const ctx = createExecutionContext()
  const path = contentType === 'application/json' ? '/api/contact/send' : '/contact'
  const response = await app.request(
    `https://lumen.test${path}`,
    { method: 'POST', headers: { 'Content-Type': contentType }, body },
    { ...env, ...bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

describe('when storage fails', () => {
  it('answers 503 in JSON, never "sent", and shows no internals', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await post(JSON.stringify(valid), 'application/json', { DB: brokenDb })
    expect(response.status).toBe(503)
    const answer = await response.text()
    expect(JSON.parse(answer)).toHaveProperty('error')
    expect(answer).not.toContain('D1_ERROR')
  })

  it('re-renders the form with the entered values for a post made without JavaScript', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const form = new URLSearchParams(valid).toString()
    const response = await post(form, 'application/x-www-form-urlencoded', { DB: brokenDb })
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('Failed to send message')
    expect(html).toContain('value="ada@example.com"')
  })
})
