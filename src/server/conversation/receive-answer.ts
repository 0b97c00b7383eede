// The worker's email() handler: Email Routing hands it each mail sent to a conversation's reply
// address (reply+<token>@<domain>, reply-token.ts). An application's address is handed on to its
// own conversation (applications/mail/answer-receive.ts), read the same way (answer-mail.ts). A
// mail is refused with setReject, and nothing of it stored, when its address names no
// conversation this worker signed (missing, forged, or its message erased) or it is larger than
// maxAnswerBytes. Otherwise it is reduced to text (answer-text.ts), appended to the thread, and
// the staff are told on every configured channel.
import { receiveApplicationAnswer } from '../applications/mail/answer-receive.ts'
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
import { maxAnswerBytes, readAnswerMail, rejections } from './answer-mail.ts'
import { answerText, attachmentNames } from './answer-reading/answer-text.ts'
import { conversationOf, storeAnswer, storedAnswerRead } from './answer-store.ts'
import { dedupeKey } from './inbound-mail.ts'
import { conversationOfReplyAddress } from './reply-token'

export { maxAnswerBytes, rejections }

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
  const address = await conversationOfReplyAddress(
    settings.secret,
    message.to,
    settings.replyDomain,
  )
  if (address?.context === 'application') {
    return receiveApplicationAnswer(message, env, ctx, { ...settings, applicationId: address.id })
  }
  const conversation = address ? await conversationOf(env.DB, address.id) : null
  if (!conversation) return message.setReject(rejections.unknown)

  const mail = await readAnswerMail(message, env, `conversation ${conversation.id}`)
  if (!mail) return
  const { email, raw } = mail
  const key = await dedupeKey(conversation.id, email.messageId, raw)
  // Everything the answer is read against, in one round trip: whether it was stored before, the
  // conversation's texts, its ceiling. The batch that stores it checks the ceiling again.
  const [stored, messageRow, entries, ceiling] = await env.DB.batch<Record<string, unknown>>([
    storedAnswerRead(env.DB, key),
    ...answerContextReads(env.DB, conversation.id),
    answerCeilingRead(env.DB, conversation.id),
  ])
  if (stored?.results.length) return // delivered before: stored once
  const { author } = mail
  const context = answerContextOf([messageRow, entries] as AnswerContextRows, {
    ...settings,
    timeZone: env.INBOX_TIME_ZONE,
  })
  const text = answerText(email, context, mail.textCut)
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
