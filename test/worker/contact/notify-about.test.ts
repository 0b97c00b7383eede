import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeContactMessage } from '../../../src/server/contact/store'
import { emailTo, flakyMailer, runJob, secondsAfter } from '../outbox/outbox'
import { sendWith, valid } from './send'

// Staff can tell a corporate lead from a question about the course (docs/architecture.md, "What a
// notice to staff says"). The staff's first sight of a message is often its notification: it says
// what the message is about, on the first attempt and on the scheduled job's retries alike.

afterEach(() => {
  vi.restoreAllMocks()
})

describe('notifications say what a message is about', () => {
  it('in the email, on the first attempt', async () => {
    const mailer = flakyMailer()
    const response = await sendWith(emailTo(mailer), {
      ...valid,
      email: 'lead@example.com',
      about: 'corporate',
    })
    expect(response.status).toBe(201)
    const [email] = mailer.send.mock.calls.at(-1) ?? []
    expect(email?.text).toContain('About: Corporate solutions')
  })

  it('in the email of a general question', async () => {
    const mailer = flakyMailer()
    await sendWith(emailTo(mailer), { ...valid, email: 'general@example.com' })
    const [email] = mailer.send.mock.calls.at(-1) ?? []
    expect(email?.text).toContain('About: A general question')
  })

  it('in the webhook’s JSON when the scheduled job retries it', async () => {
    const now = new Date('2026-03-01T10:00:00Z')
    const { id } = await storeContactMessage(
      env.DB,
      { ...valid, email: 'retried-lead@example.com', about: 'technical' },
      { userAgent: null, flag: null },
      { channels: ['webhook'], now },
    )
    const bodies: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      bodies.push(String(init?.body))
      return new Response(null, { status: 204 })
    })
    await runJob(
      { CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/in' },
      secondsAfter(now.toISOString(), 120),
    )
    const sent = bodies.map((body) => JSON.parse(body)).find((body) => body.id === id)
    expect(sent?.about).toBe('technical')
  })
})
