import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryBaseSeconds } from '../../../src/server/outbox/backoff'
import { configuredChannels } from '../../../src/server/outbox/channels'
import { postWebhook } from '../../../src/server/outbox/webhook'
import { deliveryRow, runJob, secondsAfter, storeWithoutAttempt } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const errors = () => vi.spyOn(console, 'error').mockImplementation(() => {})

describe('the outbox’s settings, as whoever deploys it sets them', () => {
  it('reads NOTIFY_RETRY_BASE_SECONDS as whole seconds ≥ 1, and says so in the log when it cannot', () => {
    const log = errors()
    expect(retryBaseSeconds(undefined)).toBe(60)
    expect(retryBaseSeconds('')).toBe(60)
    expect(retryBaseSeconds('   ')).toBe(60)
    // An empty setting is an unset one, not a mistake worth a line in the log.
    expect(log).not.toHaveBeenCalled()
    expect(retryBaseSeconds('30')).toBe(30)
    expect(retryBaseSeconds('1')).toBe(1)
    expect(log).not.toHaveBeenCalled()
    for (const unreadable of ['0', '-5', '1.5', 'ten', '30s']) {
      expect(retryBaseSeconds(unreadable), unreadable).toBe(60)
    }
    expect(log).toHaveBeenCalledTimes(5)
    expect(String(log.mock.calls[2]?.[0])).toContain('NOTIFY_RETRY_BASE_SECONDS="1.5"')
  })

  it('has no webhook channel while the URL is blank', () => {
    expect(configuredChannels({ CONTACT_WEBHOOK_URL: '   ' })).toEqual([])
    expect(configuredChannels({ CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/x' })).toEqual([
      'webhook',
    ])
  })

  it('fails a webhook attempt with the reason when the URL was removed or is not http(s)', async () => {
    const fetcher = vi.fn(async () => new Response('ok')) as unknown as typeof fetch
    const post = (url: string | undefined) =>
      postWebhook({ CONTACT_WEBHOOK_URL: url }, { id: 'm1', body: '{}' }, { attempt: 1, fetcher })
    await expect(post(undefined)).rejects.toThrow(
      'the webhook is not configured (CONTACT_WEBHOOK_URL)',
    )
    await expect(post('  ')).rejects.toThrow('the webhook is not configured (CONTACT_WEBHOOK_URL)')
    await expect(post('ftp://hooks.lumen.test/x')).rejects.toThrow('not an http(s) URL')
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('tells the receiver who calls and which attempt this is', async () => {
    const seen: Headers[] = []
    const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers))
      return new Response('ok')
    }) as typeof fetch
    await postWebhook(
      { CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/x' },
      { id: 'm1', body: '{}' },
      { attempt: 3, fetcher },
    )
    expect(seen[0]?.get('User-Agent')).toBe('lumen-code-site-webhook/1')
    expect(seen[0]?.get('Lumen-Delivery-Attempt')).toBe('3')
  })

  it('keeps a failed attempt’s reason to 500 characters, and logs which delivery failed', async () => {
    const log = errors()
    const now = new Date('2026-11-23T09:00:00.000Z')
    const id = await storeWithoutAttempt(now, ['email'])
    const mailer = {
      send: async () => {
        throw new Error(`relay says ${'x'.repeat(2000)}`)
      },
    } as unknown as SendEmail
    await runJob(
      {
        CONTACT_EMAIL: mailer,
        CONTACT_NOTIFY_TO: 'team@lumen.test',
        CONTACT_NOTIFY_FROM: 'c@lumen.test',
      },
      secondsAfter(now.toISOString(), 61),
    )
    const row = await deliveryRow(id)
    expect(row.last_error).toHaveLength(500)
    expect(row.last_error?.startsWith('relay says xxx')).toBe(true)
    const lines = log.mock.calls.map((call) => String(call[0]))
    expect(lines.some((line) => line.includes(id) && line.includes('email'))).toBe(true)
  })
})
