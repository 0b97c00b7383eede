// POST /inbox/<id>/reply: a staff member's reply to the visitor (docs/conversation.md, "Replies
// from the inbox"), stored in the conversation, the message answered, and the email queued, in one
// batch; the first attempt runs after the answer, the cron retries. A form posted again changes
// nothing. Behind the inbox's guards like every other action: Access, same-origin posts only.
import type { Context } from 'hono'
import { hasControlCharacters } from '../../../shared/control-characters'
import { inboxConversationContent } from '../../content/conversation'
import { resendFailedReply } from '../../outbox/by-hand'
import { deliverOutboxNow } from '../../outbox/deliver.ts'
import { conversationSettings } from '../../settings/conversation'
import { uuid } from '../../utils/uuid'
import type { InboxEnv } from '../access/guard'
import { listHref, readListQuery } from '../list/list'
import { leaveNotice } from '../notice'
import { storeReply } from './conversation-queries'
import { maxReplyLength } from './text-limits'

const text = inboxConversationContent.form

/** The reply as typed (line ends made \n, trimmed), or why it cannot be sent. */
export function readReply(value: unknown): { body: string } | { refused: string } {
  const body = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''
  if (!body) return { refused: text.empty }
  if (body.length > maxReplyLength) return { refused: text.tooLong(maxReplyLength) }
  // The rule of every form (C0, DEL, C1): nothing invisible reaches the visitor's mail.
  if (hasControlCharacters(body, '\n\t')) return { refused: text.controls }
  return { body }
}

/** Why replies cannot be sent now (503), or null when they can. */
function unavailable(c: Context<InboxEnv>) {
  const settings = conversationSettings(c.env)
  if (settings.state === 'off') return c.text(text.off, 503)
  if (settings.state === 'incomplete') return c.text(text.incomplete(settings.problem), 503)
  return null
}

/** The first attempt at a reply's email, after the answer; the cron retries if it fails. */
function attemptNow(c: Context<InboxEnv>, entryId: number) {
  const first = deliverOutboxNow(c.env, { entryId }).catch((error: unknown) => {
    console.error(`First attempt at reply #${entryId} failed to run:`, error)
  })
  c.executionCtx.waitUntil(first)
}

const backToConversation = (c: Context<InboxEnv>, id: string) =>
  c.redirect(`${listHref(`/inbox/${id}`, readListQuery(c))}#conversation`, 303)

export async function postReply(c: Context<InboxEnv>, id: string) {
  const refused = unavailable(c)
  if (refused) return refused
  const form = await c.req.parseBody()
  const read = readReply(form.reply)
  if ('refused' in read) return c.text(read.refused, 400)
  const key = typeof form.key === 'string' ? form.key : ''
  // The form's one-time key, as the page makes it (crypto.randomUUID).
  if (!uuid.test(key)) return c.text(text.badKey, 400)
  const author = c.var.staff.email
  const reply = await storeReply(
    c.env.DB,
    { messageId: id, body: read.body, author, key },
    new Date(),
  )
  if (reply === null) return c.notFound()
  if (!reply.stored) {
    // The form was used before: nothing was stored, sent or changed, and the page says so.
    leaveNotice(c, { alreadySent: reply.entryId })
    return c.redirect(listHref(`/inbox/${id}`, readListQuery(c)), 303)
  }
  attemptNow(c, reply.entryId)
  return backToConversation(c, id)
}

/**
 * POST /inbox/<id>/replies/<entry>/resend: a reply that was never delivered, sent again with a
 * fresh day of retries; back to the conversation (303), where it shows as sending. A reply that
 * is not failed (a second click, a stale page) is left as it is.
 */
export async function resendReply(c: Context<InboxEnv>, id: string, entry: string) {
  const refused = unavailable(c)
  if (refused) return refused
  const entryId = Number(entry)
  if (await resendFailedReply(c.env.DB, id, entryId)) attemptNow(c, entryId)
  return backToConversation(c, id)
}
