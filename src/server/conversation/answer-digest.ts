// The staff's one notice of answers gathered (answer-notices.ts): how many came, from when to
// when, how many from another address than the visitor's, and where to read them. An 'answer'
// outbox row is such a notice when its answer came past the one-by-one ones of its turn; it
// covers that answer and every later one of the conversation without a notice of its own on the
// same channel. Otherwise the row is the answer's own notice (answer-notify.ts).

import type { About } from '../../shared/contact-about'
import {
  inboxLinkLines,
  type NoticeContext,
  noticeContext,
  noticeTime,
} from '../contact/notice-context'
import { answerGuardsContent } from '../content/answer-guards'
import { staffNoticeContent } from '../content/staff-notices'
import { automatic } from '../outbox/auto-submitted'
import { fromSchool } from '../outbox/from-school'
import type { OutboxSender } from '../outbox/item.ts'
import { postWebhook } from '../outbox/webhook'
import { emailSettings } from '../settings/email'
import { oneLine, plainAddress } from '../utils/header-values'
import { digestMinutes, gatheredAnswersQuery, noticesOneByOne } from './answer-notices'
import { sendAnswerNotice } from './answer-notify'
import { messageThread } from './answer-thread.ts'

const text = answerGuardsContent.digest

/** Answers told together: the first of them, how many, and the conversation's visitor. */
export type AnswerDigest = {
  entryId: number
  messageId: string
  count: number
  fromOtherAddresses: number
  firstAt: string
  lastAt: string
  name: string
  email: string
  about: About | null
}

/** The digest an 'answer' row on `entryId` sends on `channel`, or null for an answer's own notice. */
export async function digestOf(db: D1Database, entryId: number | null, channel: string) {
  const row = await db
    .prepare(gatheredAnswersQuery(messageThread, 'm.name, m.email, m.about'))
    .bind(entryId, channel, noticesOneByOne)
    .first<Omit<AnswerDigest, 'messageId'> & { conversationId: string }>()
  if (!row) return null
  const { conversationId, ...digest } = row
  return { ...digest, messageId: conversationId } satisfies AnswerDigest
}

/** The staff's email: the count, the span (in the inbox's zone), the flag, and where to read them. */
export function digestEmail(
  digest: AnswerDigest,
  { from, to }: { from: string; to: string },
  context: NoticeContext,
) {
  const others = digest.fromOtherAddresses
  const at = (iso: string) => noticeTime(context, iso)
  const lines = [
    text.lead(digest.name, digest.count, digest.messageId, at(digest.firstAt), at(digest.lastAt)),
    ...(others ? [text.otherAddresses(others, digest.email)] : []),
    '',
    text.why(noticesOneByOne, digestMinutes),
    ...inboxLinkLines(context, digest.messageId),
  ]
  const visitor = oneLine(digest.email)
  return {
    from: fromSchool(from),
    to,
    ...(plainAddress.test(visitor) ? { replyTo: visitor } : {}),
    subject: staffNoticeContent.subject(
      text.subject(digest.count, oneLine(digest.name)),
      digest.about,
    ),
    text: lines.join('\n'),
  } satisfies EmailMessageBuilder
}

/** The webhook's JSON: counts and times; no word of any answer. */
export function digestWebhookBody(digest: AnswerDigest) {
  return JSON.stringify({
    type: 'conversation_answers',
    id: `answers-${digest.entryId}`,
    messageId: digest.messageId,
    count: digest.count,
    fromOtherAddresses: digest.fromOtherAddresses,
    firstReceivedAt: digest.firstAt,
    lastReceivedAt: digest.lastAt,
  })
}

/** The sender of 'answer' rows (outbox/senders.ts): a digest, or the answer's own notice. */
export const sendAnswerNoticeOrDigest: OutboxSender = async (env, item) => {
  const digest = await digestOf(env.DB, item.entryId, item.channel)
  if (!digest) return sendAnswerNotice(env, item)
  if (item.channel === 'webhook') {
    const id = `answers-${digest.entryId}`
    return postWebhook(env, { id, body: digestWebhookBody(digest) }, { attempt: item.attempts })
  }
  const settings = emailSettings(env)
  if (settings.state === 'off') throw new Error('email notifications are not configured')
  if (settings.state === 'incomplete') throw new Error(settings.problem)
  await settings.mailer.send(automatic(digestEmail(digest, settings, noticeContext(env))))
}
