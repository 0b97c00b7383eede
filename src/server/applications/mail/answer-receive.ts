// An applicant's mail to an application's reply address (reply+app-<token>@<domain>,
// conversation/reply-token.ts), handed on by the worker's email() handler
// (conversation/receive-answer.ts): read as a visitor's answer is, with the same bounds, drops and
// refusals (conversation/answer-mail.ts), and appended to the application's conversation; the
// staff are told on every configured channel (outbox kind 'application-answer').

import {
  type AnswerCeiling,
  answerCeilingRead,
  conversationFull,
  refusedForRoom,
} from '../../conversation/answer-ceiling.ts'
import { readAnswerMail, rejections } from '../../conversation/answer-mail.ts'
import { answerText, attachmentNames } from '../../conversation/answer-reading/answer-text.ts'
import { applicationThread } from '../../conversation/answer-thread.ts'
import { dedupeKey } from '../../conversation/inbound-mail.ts'
import { configuredChannels } from '../../outbox/channels.ts'
import { deliverOutboxNow } from '../../outbox/deliver.ts'
import type { Bindings } from '../../settings/env.ts'
import { applicationAnswerContext, applicationContextRead } from './answer-context.ts'
import {
  applicationOf,
  storeApplicationAnswer,
  storedApplicationAnswerRead,
  storedSubject,
} from './answer-store.ts'

/** Handles one mail to an application's reply address; resolves once stored (or refused). */
export async function receiveApplicationAnswer(
  message: ForwardableEmailMessage,
  env: Bindings,
  ctx: ExecutionContext,
  { applicationId, replyDomain }: { applicationId: string; replyDomain: string },
): Promise<void> {
  const application = await applicationOf(env.DB, applicationId)
  if (!application) return message.setReject(rejections.unknown)
  const mail = await readAnswerMail(message, env, `application ${application.id}`)
  if (!mail) return
  const key = await dedupeKey(application.id, mail.email.messageId, mail.raw)
  const [stored, entries, ceiling] = await env.DB.batch<Record<string, unknown>>([
    storedApplicationAnswerRead(env.DB, key),
    applicationContextRead(env.DB, application.id),
    answerCeilingRead(env.DB, application.id, applicationThread),
  ])
  if (stored?.results.length) return // delivered before: stored once
  const context = applicationAnswerContext(entries?.results ?? [], { replyDomain })
  const text = answerText(mail.email, context, mail.textCut)
  const room = ceiling?.results[0] as AnswerCeiling
  const now = new Date()
  if (await refusedForRoom(env.DB, application.id, text.body, now, room, applicationThread)) {
    return message.setReject(conversationFull)
  }
  const answer = {
    applicationId: application.id,
    subject: storedSubject(mail.email.subject),
    body: text.body,
    quotedHistory: text.history,
    author: mail.author,
    senderMismatch: mail.author.toLowerCase() !== application.email.toLowerCase(),
    attachmentNames: attachmentNames(mail.email),
    dedupeKey: key,
  }
  const entryId = await storeApplicationAnswer(env.DB, answer, configuredChannels(env), now)
  // The first attempt at the staff's notice; when it cannot run, the cron sends it later.
  const first = deliverOutboxNow(env, { applicationEntryId: entryId }).catch((error: unknown) => {
    console.error(`First attempt at the staff's notice of application answer #${entryId}:`, error)
  })
  ctx.waitUntil(first)
}
