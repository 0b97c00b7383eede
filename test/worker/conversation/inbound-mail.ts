// Visitors' answers as Email Routing hands them to the worker's email() handler: a raw mail, the
// envelope, and a message object that records what the handler refused.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../../src/server'
import { replyAddress } from '../../../src/server/conversation/reply-token'
import type { Bindings } from '../../../src/server/settings/env'
import { seedMessage } from '../inbox/helpers'
import { flakyMailer } from '../outbox/outbox'

export const schoolDomain = 'lumen.test'
export const secret = 's'.repeat(48)

/** The conversation switched on, with a mailer of the test's choosing. */
export const conversationOn = (mailer: SendEmail = flakyMailer()) => ({
  CONTACT_EMAIL: mailer,
  SCHOOL_MAIL_FROM: `school@${schoolDomain}`,
  REPLY_TOKEN_SECRET: secret,
})

let conversations = 0

/** A stored contact message, its visitor's address and the reply address of its conversation. */
export async function conversation(state: 'new' | 'handled' = 'handled') {
  conversations += 1
  const email = `answerer${conversations}@example.com`
  const id = await seedMessage({ email, name: `Answerer ${conversations}` })
  await env.DB.prepare(
    "UPDATE contact_messages SET state = ?, answered_at = '2026-11-20T10:00:00.000Z' WHERE id = ?",
  )
    .bind(state, id)
    .run()
  return { id, email, replyTo: await replyAddress(secret, id, schoolDomain) }
}

let mails = 0

/** A raw mail: headers (From, To, Subject, Message-ID unless given) and a body, CRLF lines. */
export function rawMail(headers: Record<string, string>, body: string) {
  mails += 1
  const all = {
    'Message-ID': `<answer-${mails}-${crypto.randomUUID()}@mail.example>`,
    Subject: 'Re: Your message to Lumen Code Academy',
    Date: 'Mon, 23 Nov 2026 10:00:00 +0000',
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
  }
  // A header given as '' is left out (a mail without a Message-ID).
  const lines = Object.entries(all)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`)
  return `${lines.join('\r\n')}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`
}

/** The bytes as a stream of `size`-byte chunks, as a mail arrives from the network. */
function inChunks(bytes: Uint8Array<ArrayBuffer>, size: number) {
  let at = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.byteLength) return controller.close()
      controller.enqueue(bytes.slice(at, at + size))
      at += size
    },
  })
}

/**
 * Hands one mail to the worker's email handler as Email Routing does (in one chunk, or in chunks
 * of `chunkBytes`); resolves with refusals.
 */
export async function deliverMail(
  raw: string | Uint8Array<ArrayBuffer>,
  envelope: { from: string; to: string; rawSize?: number; chunkBytes?: number },
  settings: Partial<Bindings> = conversationOn(),
) {
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw) : raw
  const rejections: string[] = []
  const message = {
    from: envelope.from,
    to: envelope.to,
    headers: new Headers(),
    raw: envelope.chunkBytes ? inChunks(bytes, envelope.chunkBytes) : new Response(bytes).body,
    rawSize: envelope.rawSize ?? bytes.byteLength,
    setReject: (reason: string) => rejections.push(reason),
    forward: async () => {
      throw new Error('an answer is never forwarded')
    },
    reply: async () => {
      throw new Error('an answer is never replied to automatically')
    },
  } as unknown as ForwardableEmailMessage
  const ctx = createExecutionContext()
  await worker.email(message, { ...env, ...settings } as Bindings, ctx)
  await waitOnExecutionContext(ctx)
  return rejections
}

/** A plain-text answer from the conversation's visitor. */
export async function answer(
  to: { email: string; replyTo: string },
  body: string,
  settings?: Partial<Bindings>,
  headers: Record<string, string> = {},
) {
  const raw = rawMail({ From: `Visitor <${to.email}>`, To: to.replyTo, ...headers }, body)
  return deliverMail(raw, { from: to.email, to: to.replyTo }, settings)
}

export type EntryRow = {
  id: number
  body: string
  author: string
  sender_mismatch: number
  attachment_names: string | null
  kind: string
}

/** The conversation's entries, oldest first. */
export async function entriesOf(messageId: string) {
  const { results } = await env.DB.prepare(
    'SELECT * FROM conversation_entries WHERE message_id = ? ORDER BY id',
  )
    .bind(messageId)
    .all<EntryRow>()
  return results
}

/** The one answer stored in a conversation (fails the test if there is not exactly one). */
export async function onlyEntry(messageId: string) {
  const entries = await entriesOf(messageId)
  if (entries.length !== 1) throw new Error(`${entries.length} entries, expected 1`)
  return entries[0] as EntryRow
}
