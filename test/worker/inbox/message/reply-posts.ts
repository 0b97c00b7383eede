// A staff member replying from the inbox, as the message page's form posts it, and what it stored.
import { env } from 'cloudflare:test'
import { conversationOn } from '../../conversation/conversation'
import { accessEnv, send, signToken } from '../helpers'

/** A staff member's request with the conversation on (through `mailer`) and Access's header. */
export async function asStaffWith(mailer: SendEmail, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('Cf-Access-Jwt-Assertion', await signToken())
  if (init.method === 'POST' && !headers.has('Origin')) headers.set('Origin', 'https://lumen.test')
  return send(path, { ...init, headers }, await accessEnv(conversationOn(mailer)))
}

/** The reply form posted as the page posts it. */
export const postReply = (
  mailer: SendEmail,
  id: string,
  reply: string,
  key: string,
  headers = {},
) =>
  asStaffWith(mailer, `/inbox/${id}/reply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ reply, key }).toString(),
  })

export const entriesOf = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT id, kind, body, author FROM conversation_entries WHERE message_id = ? ORDER BY id',
    )
      .bind(id)
      .all<{ id: number; kind: string; body: string; author: string }>()
  ).results

export const replyRowsOf = async (id: string) =>
  (
    await env.DB.prepare(
      `SELECT o.state, o.attempts, o.last_error FROM outbox o
       JOIN conversation_entries e ON e.id = o.entry_id WHERE e.message_id = ? AND o.kind = 'reply'`,
    )
      .bind(id)
      .all<{ state: string; attempts: number; last_error: string | null }>()
  ).results
