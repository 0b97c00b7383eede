// The outbox's 'answer' rows: the staff told that a visitor answered, on each notification
// channel (the email of notify.ts and the signed webhook of webhook.ts), one row per channel,
// each sent once. The visitor's words are only ever field values: the email's text, JSON strings.

import type { About } from '../../shared/contact-about'
import {
  inboxLinkLines,
  type NoticeContext,
  noticeContext,
  noticeTime,
} from '../contact/notice-context'
import { staffNoticeContent } from '../content/staff-notices'
import { automatic } from '../outbox/auto-submitted'
import { fromSchool } from '../outbox/from-school'
import type { OutboxSender } from '../outbox/item.ts'
import { postWebhook } from '../outbox/webhook'
import { emailSettings } from '../settings/email'
import { oneLine, plainAddress } from '../utils/header-values'

/** An answer as its notification carries it. */
export type AnswerNotice = {
  entryId: number
  messageId: string
  writtenAt: string
  body: string
  author: string
  senderMismatch: boolean
  attachmentNames: string[]
  /** The conversation's visitor, as the contact form stored them. */
  name: string
  email: string
  /** What the message is about (null for one stored before topics). */
  about: About | null
}

async function loadAnswer(db: D1Database, entryId: number): Promise<AnswerNotice> {
  const row = await db
    .prepare(
      `SELECT e.id AS entryId, e.message_id AS messageId, e.written_at AS writtenAt, e.body,
         e.author, e.sender_mismatch AS senderMismatch, e.attachment_names AS names, m.name, m.email,
         m.about
       FROM conversation_entries e JOIN contact_messages m ON m.id = e.message_id
       WHERE e.id = ? AND e.kind = 'answer'`,
    )
    .bind(entryId)
    .first<Omit<AnswerNotice, 'senderMismatch' | 'attachmentNames'> & Record<string, unknown>>()
  if (!row) throw new Error(`answer #${entryId} is gone`)
  const { names, ...answer } = row
  return {
    ...answer,
    senderMismatch: row.senderMismatch === 1,
    attachmentNames: typeof names === 'string' ? (JSON.parse(names) as string[]) : [],
  }
}

/**
 * The staff's email: who answered which message, the flags, and the answer as text; its time in
 * the inbox's zone, and a link to the conversation (notice-context.ts).
 */
export function answerEmail(
  answer: AnswerNotice,
  { from, to }: { from: string; to: string },
  context: NoticeContext,
) {
  const lines = [
    `${answer.name} answered in the conversation about message ${answer.messageId} (answer ${answer.entryId}, received ${noticeTime(context, answer.writtenAt)}). The message is New again.`,
    ...inboxLinkLines(context, answer.messageId),
    '',
    `From: ${answer.author}`,
    ...(answer.senderMismatch
      ? [
          `Sent from another address than the visitor's (${answer.email}): check before trusting it.`,
        ]
      : []),
    ...(answer.attachmentNames.length
      ? [`Attachments (not kept): ${answer.attachmentNames.join(', ')}`]
      : []),
    '',
    answer.body,
  ]
  const visitor = oneLine(answer.email)
  return {
    from: fromSchool(from),
    to,
    // Answering it from the mail client reaches the visitor, as a notification's does.
    ...(plainAddress.test(visitor) ? { replyTo: visitor } : {}),
    subject: staffNoticeContent.subject(`Answer from ${oneLine(answer.name)}`, answer.about),
    text: lines.join('\n'),
  } satisfies EmailMessageBuilder
}

/** The webhook's JSON: every value the visitor typed is a JSON string (names: an array of them). */
export function answerWebhookBody(answer: AnswerNotice) {
  return JSON.stringify({
    type: 'conversation_answer',
    id: `answer-${answer.entryId}`,
    messageId: answer.messageId,
    receivedAt: answer.writtenAt,
    from: answer.author,
    senderMismatch: answer.senderMismatch,
    attachments: answer.attachmentNames,
    text: answer.body,
  })
}

/** The sender of 'answer' rows (outbox/senders.ts): throws to have the row retried. */
export const sendAnswerNotice: OutboxSender = async (env, item) => {
  const answer = await loadAnswer(env.DB, item.entryId ?? -1)
  if (item.channel === 'webhook') {
    const id = `answer-${answer.entryId}`
    return postWebhook(env, { id, body: answerWebhookBody(answer) }, { attempt: item.attempts })
  }
  const settings = emailSettings(env)
  if (settings.state === 'off') throw new Error('email notifications are not configured')
  if (settings.state === 'incomplete') throw new Error(settings.problem)
  await settings.mailer.send(automatic(answerEmail(answer, settings, noticeContext(env))))
}
