// The staff's one notice of an applicant's answers gathered, and the outbox's sender of kind
// 'application-answer', which sends it or an answer's own notice (answer-notice.ts). Which answers
// are gathered, and which a notice covers, is the rule a visitor's answers follow
// (conversation/answer-notices.ts), over the application's conversation.

import { longDate } from '../../components/fact-formats.ts'
import { type NoticeContext, noticeContext, noticeTime } from '../../contact/notice-context.ts'
import { applicationConversationContent } from '../../content/application-conversation.ts'
import {
  digestMinutes,
  gatheredAnswersQuery,
  noticesOneByOne,
} from '../../conversation/answer-notices.ts'
import { applicationThread } from '../../conversation/answer-thread.ts'
import { automatic } from '../../outbox/auto-submitted.ts'
import { fromSchool } from '../../outbox/from-school.ts'
import type { OutboxSender } from '../../outbox/item.ts'
import { postWebhook } from '../../outbox/webhook.ts'
import { emailSettings } from '../../settings/email.ts'
import { oneLine, plainAddress } from '../../utils/header-values.ts'
import {
  applicationAnswerEmail,
  applicationAnswerWebhookBody,
  applicationLinkLines,
  loadApplicationAnswer,
} from './answer-notice.ts'

const text = applicationConversationContent.digest

/** Answers told together: the first of them, how many, when, and the applicant. */
export type ApplicationAnswerDigest = {
  entryId: number
  conversationId: string
  count: number
  fromOtherAddresses: number
  firstAt: string
  lastAt: string
  name: string
  email: string
  cohort: string
}

/** The digest a row on `entryId` sends on `channel`, or null for an answer's own notice. */
const digestOf = (db: D1Database, entryId: number | null, channel: string) =>
  db
    .prepare(gatheredAnswersQuery(applicationThread, 'm.name, m.email, m.cohort'))
    .bind(entryId, channel, noticesOneByOne)
    .first<ApplicationAnswerDigest>()

function digestEmail(
  digest: ApplicationAnswerDigest,
  { from, to }: { from: string; to: string },
  context: NoticeContext,
): EmailMessageBuilder {
  const at = (iso: string) => noticeTime(context, iso)
  const others = digest.fromOtherAddresses
  const cohort = longDate(digest.cohort)
  const lines = [
    text.lead(digest.name, digest.count, cohort, at(digest.firstAt), at(digest.lastAt)),
    ...(others ? [text.otherAddresses(others, digest.email)] : []),
    '',
    text.why(noticesOneByOne, digestMinutes),
    ...applicationLinkLines(context, digest.conversationId),
  ]
  const applicant = oneLine(digest.email)
  return automatic({
    from: fromSchool(from),
    to,
    ...(plainAddress.test(applicant) ? { replyTo: applicant } : {}),
    subject: text.subject(digest.count, oneLine(digest.name)),
    text: lines.join('\n'),
  })
}

/** The webhook's JSON: counts and times; no word of any answer. */
const digestWebhookBody = (digest: ApplicationAnswerDigest) =>
  JSON.stringify({
    type: 'application_answers',
    id: `application-answers-${digest.entryId}`,
    applicationId: digest.conversationId,
    count: digest.count,
    fromOtherAddresses: digest.fromOtherAddresses,
    firstReceivedAt: digest.firstAt,
    lastReceivedAt: digest.lastAt,
  })

/** The notice a row sends: its digest, or its answer's own notice; null once erased. */
async function noticeOf(db: D1Database, entryId: number | null, channel: string) {
  const digest = await digestOf(db, entryId, channel)
  if (digest) {
    return {
      webhook: { id: `application-answers-${entryId}`, body: digestWebhookBody(digest) },
      email: (settings: { from: string; to: string }, context: NoticeContext) =>
        digestEmail(digest, settings, context),
    }
  }
  const answer = await loadApplicationAnswer(db, entryId)
  if (!answer) return null
  return {
    webhook: { id: `application-answer-${entryId}`, body: applicationAnswerWebhookBody(answer) },
    email: (settings: { from: string; to: string }, context: NoticeContext) =>
      applicationAnswerEmail(answer, settings, context),
  }
}

/** The sender of 'application-answer' rows (outbox/senders.ts): throws to have the row retried. */
export const sendApplicationAnswerNotice: OutboxSender = async (env, item, options = {}) => {
  const notice = await noticeOf(env.DB, item.applicationEntryId, item.channel)
  // Erased after the outbox claimed this row (the erasure took the row too): nothing to tell.
  if (!notice) return
  if (item.channel === 'webhook') {
    const { fetcher, webhookTimeoutMs: timeoutMs } = options
    return postWebhook(env, notice.webhook, { attempt: item.attempts, fetcher, timeoutMs })
  }
  const settings = emailSettings(env)
  if (settings.state === 'off') throw new Error('email notifications are not configured')
  if (settings.state === 'incomplete') throw new Error(settings.problem)
  await settings.mailer.send(notice.email(settings, noticeContext(env)))
}
