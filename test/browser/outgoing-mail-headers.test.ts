import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltWorker, startBuiltWorker } from '../../scripts/built-worker.ts'
import { replyAddress } from '../../src/server/conversation/reply-token.ts'
import { emailServiceRefusals } from '../worker/email-service-headers.ts'

// What Miniflare's own send_email binding (the one `npm start` gives the worker) is handed when
// the built worker mails: read back through Miniflare's local explorer, which records each mail
// with its headers. The local binding takes any header (it checks senders and recipients only),
// so Email Service's allowlist is checked here against what it recorded.
const secret = 'h'.repeat(64)
const domain = 'lumen.localhost'
const vars = {
  SCHOOL_MAIL_FROM: `school@${domain}`,
  REPLY_TOKEN_SECRET: secret,
  CONTACT_NOTIFY_TO: `staff@${domain}`,
  CONTACT_NOTIFY_FROM: `contact@${domain}`,
}
let worker: BuiltWorker
let stateDir: string

type SentMail = {
  from: string
  subject: string
  to: string[]
  headers?: Record<string, string>
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'lumen-outgoing-'))
  worker = await startBuiltWorker({ stateDir, sendEmail: 'CONTACT_EMAIL', vars, explorer: true })
})

afterAll(async () => {
  await worker?.dispose()
  rmSync(stateDir, { recursive: true, force: true })
})

/** Every mail the local binding was given so far, as the explorer's API lists them. */
async function sentMails(): Promise<SentMail[]> {
  const response = await fetch(
    new URL('/cdn-cgi/local/explorer/api/local/email/sending?per_page=100', worker.url),
  )
  return ((await response.json()) as { result: SentMail[] }).result
}

/** Polls until the binding was given `count` mails (first attempts run after the answer). */
async function untilSent(count: number) {
  for (let tries = 0; tries < 100; tries++) {
    const mails = await sentMails()
    if (mails.length >= count) return mails
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`fewer than ${count} mails were sent`)
}

describe('the headers Miniflare’s send_email binding receives from the built worker', () => {
  it('marks the notification, the confirmation and an answer’s notice automatic, within Email Service’s allowlist, from the school by name', async () => {
    const email = `headers-${Date.now()}@example.com`
    const sent = await fetch(new URL('/api/contact/send', worker.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' },
      body: JSON.stringify({ name: 'Ada', email, message: 'Is there an evening cohort?' }),
    })
    expect(sent.status).toBe(201)
    const { id } = (await sent.json()) as { id: string }
    await untilSent(2)

    const to = await replyAddress(secret, id, domain)
    const mail = [
      `From: Ada <${email}>`,
      `To: ${to}`,
      'Subject: Re: We received your message',
      `Message-ID: <${crypto.randomUUID()}@example.com>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Tuesdays would suit me.',
    ].join('\r\n')
    const url = new URL('/cdn-cgi/handler/email', worker.url)
    url.searchParams.set('from', email)
    url.searchParams.set('to', to)
    expect((await fetch(url, { method: 'POST', body: mail })).status).toBe(200)

    const mails = await untilSent(3)
    expect(mails.map((one) => one.subject).sort()).toEqual([
      'Answer from Ada · A general question',
      'Contact form: Ada · A general question',
      'We received your message · Lumen Code Academy',
    ])
    for (const one of mails) {
      // The school's name as display name, as the binding writes the builder's { name, email }.
      expect(one.from).toMatch(/^"Lumen Code Academy" <[^\s<>"]+@lumen\.localhost>$/)
      expect(one.headers).toMatchObject({
        'Auto-Submitted': 'auto-generated',
        'X-Auto-Response-Suppress': 'OOF, AutoReply',
      })
      expect(emailServiceRefusals(one.headers)).toEqual([])
    }
  })
})
