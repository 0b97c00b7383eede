import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltWorker, startBuiltWorker } from '../../scripts/built-worker.ts'
import { localReplyAddress } from '../../scripts/reply-address.ts'
import { replyAddress } from '../../src/server/conversation/reply-token.ts'

// The visitor's answer played with curl against the built worker, as `npm start` serves it
// (docs/conversation.md "The whole conversation, locally"): no browser, no Cloudflare account.
const secret = 'l'.repeat(64)
const domain = 'lumen.localhost'
const settings = { SCHOOL_MAIL_FROM: `school@${domain}`, REPLY_TOKEN_SECRET: secret }
let worker: BuiltWorker
let stateDir: string

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'lumen-inbound-'))
  worker = await startBuiltWorker({
    stateDir,
    sendEmail: 'CONTACT_EMAIL',
    vars: settings,
  })
})

afterAll(async () => {
  await worker?.dispose()
  rmSync(stateDir, { recursive: true, force: true })
})

/** `curl -X POST /cdn-cgi/handler/email --url-query from=… --url-query to=… --data-binary @mail` */
function postMail(from: string, to: string, body: string) {
  const url = new URL('/cdn-cgi/handler/email', worker.url)
  url.searchParams.set('from', from)
  url.searchParams.set('to', to)
  return fetch(url, { method: 'POST', body })
}

const mail = (from: string, to: string, text: string) =>
  [
    `From: Ada <${from}>`,
    `To: ${to}`,
    'Subject: Re: Your message to Lumen Code Academy',
    `Message-ID: <${crypto.randomUUID()}@example.com>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
  ].join('\r\n')

async function entries(messageId: string) {
  const db = await worker.miniflare.getD1Database('DB')
  const { results } = await db
    .prepare('SELECT kind, body, author FROM conversation_entries WHERE message_id = ?')
    .bind(messageId)
    .all()
  return results
}

describe('an inbound mail posted to the built worker, as wrangler dev takes it', () => {
  it('puts the visitor’s answer into the thread of the message it answers', async () => {
    const email = `loop-${Date.now()}@example.com`
    const sent = await fetch(new URL('/api/contact/send', worker.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.91' },
      body: JSON.stringify({ name: 'Ada', email, message: 'When does the next cohort start?' }),
    })
    expect(sent.status).toBe(201)
    const { id } = (await sent.json()) as { id: string }
    // The address `npm run reply-address <id>` prints.
    const to = await localReplyAddress(settings, id)

    const response = await postMail(email, to, mail(email, to, 'Thanks, Tuesday suits me.'))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('Worker successfully processed email')
    expect(await entries(id)).toEqual([
      { kind: 'answer', body: 'Thanks, Tuesday suits me.', author: email },
    ])
  })

  it('answers 400 with the worker’s reason for an address it never gave out', async () => {
    const to = await replyAddress('f'.repeat(64), crypto.randomUUID(), domain)
    const response = await postMail('ada@example.com', to, mail('ada@example.com', to, 'Hi'))
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(
      /^Worker rejected email with the following reason: Unknown address/,
    )
  })
})
