// The worker's email() handler: Email Routing hands it each mail sent to a conversation's reply
// address (reply+<token>@<domain>, reply-token.ts). A mail is refused with setReject, and nothing
// of it stored, when its address names no conversation this worker signed (missing, forged, or
// its message erased) or it is larger than maxAnswerBytes. Otherwise it is reduced to text
// (answer-text.ts), appended to the thread, and the staff are told on every configured channel.
import PostalMime from 'postal-mime'
import { configuredChannels } from '../outbox/channels'
import { deliverOutboxNow } from '../outbox/deliver.ts'
import { conversationSettings } from '../settings/conversation'
import type { Bindings } from '../settings/env'
import {
  type AnswerCeiling,
  answerCeilingRead,
  conversationFull,
  refusedForRoom,
} from './answer-ceiling.ts'
import {
  type AnswerContextRows,
  answerContextOf,
  answerContextReads,
} from './answer-history/answer-context.ts'
import { answerText, attachmentNames } from './answer-reading/answer-text.ts'
import { mailPrefix } from './answer-reading/mail-prefix.ts'
import { conversationOf, storeAnswer, storedAnswerRead } from './answer-store.ts'
import { dedupeKey, isAutomatic, readAtMost } from './inbound-mail.ts'
import { fromTheSchool } from './own-senders.ts'
import { messageIdOfReplyAddress } from './reply-token'
import { senderAddress } from './sender-address'

/**
 * 1 MiB: any written answer with its quoted history and a signature's images fits many times;
 * a mail with photos or documents does not, and its sender is told so by the bounce. Parsing is
 * CPU time on a plan that counts it, and attachments are never kept anyway.
 */
export const maxAnswerBytes = 1024 * 1024

/** What the sender's server is told: the same for every address that names no conversation. */
export const rejections = {
  unknown: 'Unknown address: this address does not lead to a conversation with Lumen Code Academy.',
  tooLarge: `Message too large: answers up to ${maxAnswerBytes / 1024 / 1024} MiB are accepted (attachments are not kept); please write again without them.`,
  unreadable: 'The message could not be read.',
} as const

/** Handles one inbound mail; resolves once it is stored (or refused). */
export async function receiveAnswer(
  message: ForwardableEmailMessage,
  env: Bindings,
  ctx: ExecutionContext,
): Promise<void> {
  const settings = conversationSettings(env)
  if (settings.state !== 'ready') {
    console.error('An answer arrived while the conversation is not set up; it was refused.')
    return message.setReject(rejections.unknown)
  }
  if (message.rawSize > maxAnswerBytes) return message.setReject(rejections.tooLarge)
  const id = await messageIdOfReplyAddress(settings.secret, message.to, settings.replyDomain)
  const conversation = id ? await conversationOf(env.DB, id) : null
  if (!conversation) return message.setReject(rejections.unknown)

  const raw = await readAtMost(message.raw, maxAnswerBytes)
  if (!raw) return message.setReject(rejections.tooLarge)
  const prefix = mailPrefix(raw)
  const email = await PostalMime.parse(prefix.bytes).catch(() => null)
  if (!email) return message.setReject(rejections.unreadable)

  if (isAutomatic(message.from, email.headers)) {
    // Not refused either: a refusal would be one more automatic mail, answered automatically.
    console.log(`An automatic reply to conversation ${conversation.id} was dropped.`)
    return
  }
  // The school's own mail (looping back, or a From borrowing its domain) is no answer.
  if (fromTheSchool(env, message.from, email.from?.address)) {
    return console.log(
      `Mail from the school's own domain to conversation ${conversation.id} was dropped.`,
    )
  }
  const key = await dedupeKey(conversation.id, email.messageId, raw)
  // Everything the answer is read against, in one round trip: whether it was stored before, the
  // conversation's texts, its ceiling. The batch that stores it checks the ceiling again.
  const [stored, messageRow, entries, ceiling] = await env.DB.batch<Record<string, unknown>>([
    storedAnswerRead(env.DB, key),
    ...answerContextReads(env.DB, conversation.id),
    answerCeilingRead(env.DB, conversation.id),
  ])
  if (stored?.results.length) return // delivered before: stored once
  // The header's From is who the visitor's client says wrote it; the envelope's may be a bounce
  // address (VERP, SRS). Neither proves anything: a mismatch is a flag for staff, not a refusal.
  const author = senderAddress(email.from?.address, message.from)
  const context = answerContextOf([messageRow, entries] as AnswerContextRows, {
    ...settings,
    timeZone: env.INBOX_TIME_ZONE,
  })
  const text = answerText(email, context, prefix.textCut)
  // A conversation keeps so much of what visitors wrote; past it the sender is told to write anew
  // (answer-ceiling.ts). The folded history is not counted: each mail's is cut with it at 20,000.
  const room = ceiling?.results[0] as AnswerCeiling
  if (await refusedForRoom(env.DB, conversation.id, text.body, new Date(), room)) {
    return message.setReject(conversationFull)
  }
  const entryId = await storeAnswer(
    env.DB,
    {
      messageId: conversation.id,
      body: text.body,
      quotedHistory: text.history,
      author,
      senderMismatch: author.toLowerCase() !== conversation.email.toLowerCase(),
      attachmentNames: attachmentNames(email),
      dedupeKey: key,
    },
    configuredChannels(env),
    new Date(),
  )
  // The first attempt at the staff's notice; when it cannot run, the cron sends it later.
  const first = deliverOutboxNow(env, { entryId }).catch((error: unknown) => {
    console.error(`First attempt at the staff's notice of answer #${entryId} failed to run:`, error)
  })
  ctx.waitUntil(first)
}
