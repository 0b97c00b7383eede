// A JSON body that breaks off while the worker reads it is the connection's failure, not the
// visitor's typing: answered as our fault (500, logged), never as "not valid JSON" naming fields.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../../src/server'
import { rowsFrom } from '../contact/send'
import { newAddress } from '../html'

afterEach(() => vi.restoreAllMocks())

/** A body that sends its first bytes, then fails, with the length it declared (under the limit). */
function brokenBody(start: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start))
      controller.error(new TypeError('The connection was reset'))
    },
  })
}

async function postBroken(path: string) {
  const ctx = createExecutionContext()
  const response = await app.request(
    `https://lumen.test${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': '200',
        'CF-Connecting-IP': newAddress(),
      },
      body: brokenBody('{"name":"Ada","email":"broken-body@example.com",'),
      duplex: 'half',
    } as RequestInit,
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

describe('a JSON body that breaks off midway', () => {
  it.each(['/api/contact/send', '/api/waitlist/join'])(
    'is answered 500 at %s, and logged',
    async (path) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const response = await postBroken(path)
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ error: 'Something went wrong on our side' })
      expect(logged).toHaveBeenCalled()
      expect((await rowsFrom('broken-body@example.com')).results).toEqual([])
    },
  )
})
