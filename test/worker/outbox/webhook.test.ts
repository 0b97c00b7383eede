import { afterEach, describe, expect, it, vi } from 'vitest'
import { attemptHeader, messageIdHeader, signatureHeader } from '../../../src/server/outbox/webhook'
import { verifySignature } from '../verify-signature'
import { deliveryRow, runJob, secondsAfter, sendMessage, storeWithoutAttempt } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {})
const url = 'https://hooks.lumen.test/contact'
const secret = 'whsec_test_4f1c'

/** What the receiver was sent, call by call. */
type Received = { headers: Headers; body: string }

/** A receiver answering each call by the next of `answers` (then 200): a status, or 'hang'. */
function receiver(...answers: (number | 'hang' | 'refuse')[]) {
  const received: Received[] = []
  const fetcher = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    received.push({ headers: new Headers(init?.headers), body: String(init?.body) })
    const answer = answers.shift() ?? 200
    if (answer === 'refuse') throw new TypeError('Network connection lost.')
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    return new Response(answer === 200 ? 'ok' : 'no', { status: answer })
  }) as typeof fetch & { mock: { calls: unknown[][] } }
  return { fetcher, received }
}

describe('the webhook', () => {
  it('receives the message as JSON, with its id, signed with the documented recipe', async () => {
    const { fetcher, received } = receiver()
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher)
    const settings = { CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: secret }
    const id = await sendMessage(settings, 'webhook@example.com')
    expect(received).toHaveLength(1)
    const [{ headers, body }] = received as [Received]
    expect(JSON.parse(body)).toEqual({
      type: 'contact_message',
      id,
      receivedAt: (await deliveryRow(id, 'webhook')).window_started_at,
      name: 'Ada',
      email: 'webhook@example.com',
      message: 'When does the next cohort start?',
      about: 'general',
    })
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get(messageIdHeader)).toBe(id)
    expect(headers.get(attemptHeader)).toBe('1')
    const signature = headers.get(signatureHeader)
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const sentAt = Number(signature?.match(/t=(\d+)/)?.[1])
    expect(await verifySignature(signature, body, secret, sentAt + 10)).toBe(true)
    expect(await verifySignature(signature, body, 'whsec_wrong', sentAt)).toBe(false)
    expect(await verifySignature(signature, `${body} `, secret, sentAt)).toBe(false)
    expect(await verifySignature(signature, body, secret, sentAt + 301)).toBe(false)
    expect((await deliveryRow(id, 'webhook')).state).toBe('delivered')
  })

  it('is unsigned without a secret', async () => {
    const { fetcher, received } = receiver()
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher)
    await sendMessage({ CONTACT_WEBHOOK_URL: url }, 'unsigned@example.com')
    expect(received[0]?.headers.has(signatureHeader)).toBe(false)
  })

  it.each([
    ['answers 500', 500, 'answered HTTP 500'],
    ['redirects', 302, 'answered HTTP 302'],
    ['times out', 'hang', 'no answer within 0.05 s'],
    ['refuses the connection', 'refuse', 'connection failed: Network connection lost.'],
  ] as const)('is retried on schedule when the receiver %s', async (_, answer, error) => {
    quiet()
    const { fetcher, received } = receiver(answer, answer)
    const settings = { CONTACT_WEBHOOK_URL: url, CONTACT_WEBHOOK_SECRET: secret }
    const options = { fetcher, webhookTimeoutMs: 50 }
    const t0 = '2026-05-04T12:00:00.000Z'
    const id = await storeWithoutAttempt(new Date(t0), ['webhook'])

    await runJob(settings, secondsAfter(t0, 60), options)
    expect(await deliveryRow(id, 'webhook')).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: error,
      next_attempt_at: secondsAfter(t0, 120).toISOString(),
    })
    await runJob(settings, secondsAfter(t0, 119), options)
    expect(received).toHaveLength(1)
    await runJob(settings, secondsAfter(t0, 120), options)
    expect(await deliveryRow(id, 'webhook')).toMatchObject({
      attempts: 2,
      next_attempt_at: secondsAfter(t0, 240).toISOString(),
    })
    await runJob(settings, secondsAfter(t0, 240), options)
    expect(await deliveryRow(id, 'webhook')).toMatchObject({ state: 'delivered', attempts: 3 })
    expect(received.map(({ headers }) => headers.get(attemptHeader))).toEqual(['1', '2', '3'])
    expect(new Set(received.map(({ headers }) => headers.get(messageIdHeader)))).toEqual(
      new Set([id]),
    )
  })

  it('counts a real refused connection as a failed attempt', async () => {
    quiet()
    const t0 = '2026-05-05T12:00:00.000Z'
    const id = await storeWithoutAttempt(new Date(t0), ['webhook'])
    await runJob({ CONTACT_WEBHOOK_URL: 'http://127.0.0.1:9/' }, secondsAfter(t0, 60))
    const row = await deliveryRow(id, 'webhook')
    expect(row).toMatchObject({ state: 'pending', attempts: 1 })
    expect(row.last_error).toMatch(/^connection failed/)
  })

  it('fails, visibly, when its URL is not http(s)', async () => {
    quiet()
    const t0 = '2026-05-06T12:00:00.000Z'
    const id = await storeWithoutAttempt(new Date(t0), ['webhook'])
    await runJob({ CONTACT_WEBHOOK_URL: 'file:///etc/passwd' }, secondsAfter(t0, 60))
    expect((await deliveryRow(id, 'webhook')).last_error).toBe(
      'CONTACT_WEBHOOK_URL is not an http(s) URL',
    )
  })
})
