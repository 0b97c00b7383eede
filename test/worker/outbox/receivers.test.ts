// The webhook as its receivers live with it: one that checks the signature against its
// own clock with the recipe of docs/architecture.md, and one that redirects, behind a fetch that follows
// redirects the way workerd's does unless told otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signatureHeader } from '../../../src/server/outbox/webhook'
import { verifySignature } from '../verify-signature'
import { deliveryRow, runJob, secondsAfter, sendMessage, storeWithoutAttempt } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {})
const url = 'https://hooks.lumen.test/contact'
const moved = 'https://elsewhere.lumen.test/contact'
const secret = 'whsec_receiver_9b2e'

describe('a receiver that checks the signature against its own clock', () => {
  it('accepts the message, signed in seconds as the documented recipe reads it', async () => {
    const verdicts: boolean[] = []
    const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      const body = String(init?.body)
      // The recipe, as docs/architecture.md "The signature" has it: the receiver's clock, in seconds.
      const genuine = await verifySignature(
        headers.get(signatureHeader),
        body,
        secret,
        Date.now() / 1000,
      )
      verdicts.push(genuine)
      return new Response(genuine ? 'ok' : 'bad signature', { status: genuine ? 200 : 400 })
    }) as typeof fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher)
    const settings = { CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: secret }
    const id = await sendMessage(settings, 'own-clock@example.com')
    expect(verdicts).toEqual([true])
    expect(await deliveryRow(id, 'webhook')).toMatchObject({ state: 'delivered', attempts: 1 })
  })
})

type Call = { url: string; method: string; body: string }

/**
 * A receiver at `url` that answers every POST with `status` and a Location elsewhere, behind a
 * fetch that does what workerd's does with the request's `redirect` option: 'manual' hands the
 * redirect back, 'error' throws, anything else follows it (a 301/302/303 as a bodiless GET).
 */
function redirectingReceiver(status: 301 | 302 | 303 | 307 | 308) {
  const calls: Call[] = []
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    calls.push({ url: request.url, method: request.method, body: await request.clone().text() })
    if (request.url === moved) return new Response('ok')
    const redirect = new Response(null, { status, headers: { Location: moved } })
    if (init?.redirect === 'manual') return redirect
    if (init?.redirect === 'error') throw new TypeError('Redirect was not allowed.')
    const keepsBody = status === 307 || status === 308
    return fetcher(
      moved,
      keepsBody ? { method: request.method, body: String(init?.body) } : { method: 'GET' },
    )
  }
  return { fetcher: fetcher as typeof fetch, calls }
}

describe('a receiver that redirects', () => {
  it.each([301, 302, 303, 307, 308] as const)(
    'is not marked delivered after a %s, and nothing is sent where it points',
    async (status) => {
      quiet()
      const { fetcher, calls } = redirectingReceiver(status)
      const t0 = '2026-07-03T08:00:00.000Z'
      const id = await storeWithoutAttempt(new Date(t0), ['webhook'])
      await runJob({ CONTACT_WEBHOOK_URL: url }, secondsAfter(t0, 60), { fetcher })
      const row = await deliveryRow(id, 'webhook')
      expect(row.state).toBe('pending')
      expect(row.delivered_at).toBeNull()
      expect(row.last_error).toMatch(new RegExp(`^answered HTTP ${status}$|^connection failed`))
      expect(calls.map((call) => call.url)).toEqual([url])
    },
  )
})
