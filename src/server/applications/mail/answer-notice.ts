// The staff's notice of one applicant's answer (outbox kind 'application-answer'), on each
// notification channel, as a visitor's answer has it (conversation/answer-notify.ts): who answered
// about which application, the flags, the answer as text, and a link to the application in the
// inbox. The applicant's words are only ever field values: the email's text, JSON strings.

import { longDate } from '../../components/fact-formats.ts'
import { type NoticeContext, noticeTime } from '../../contact/notice-context.ts'
import { applicationConversationContent } from '../../content/application-conversation.ts'
import { automatic } from '../../outbox/auto-submitted.ts'
import { fromSchool } from '../../outbox/from-school.ts'
import { oneLine, plainAddress } from '../../utils/header-values.ts'

const text = applicationConversationContent.notice

/** An answer as its notice carries it. */
export type ApplicationAnswerNotice = {
  entryId: number
  applicationId: string
  writtenAt: string
  body: string
  author: string
  senderMismatch: boolean
  attachmentNames: string[]
  /** The applicant, as the application form stored them. */
  name: string
  email: string
  cohort: string
}

/** The answer on `entryId`, or null once erased (the erasure took its notice's row too). */
export async function loadApplicationAnswer(db: D1Database, entryId: number | null) {
  const row = await db
    .prepare(
      `SELECT e.id AS entryId, e.application_id AS applicationId, e.written_at AS writtenAt,
         e.body, e.author, e.sender_mismatch AS mismatch, e.attachment_names AS names, a.name,
         a.email, a.cohort
       FROM application_entries e JOIN applications a ON a.id = e.application_id
       WHERE e.id = ? AND e.kind = 'answer'`,
    )
    .bind(entryId)
    .first<Record<string, unknown>>()
  if (!row) return null
  const { mismatch, names, ...answer } = row
  return {
    ...answer,
    senderMismatch: mismatch === 1,
    attachmentNames: typeof names === 'string' ? (JSON.parse(names) as string[]) : [],
  } as ApplicationAnswerNotice
}

/** The line that opens the application in the inbox, or none without the site's origin. */
export const applicationLinkLines = (context: NoticeContext, applicationId: string) =>
  context.origin ? [text.link(`${context.origin}/inbox/applications/${applicationId}`)] : []

/** The staff's email: who answered, when (in the inbox's zone), the flags, then the answer. */
export function applicationAnswerEmail(
  answer: ApplicationAnswerNotice,
  { from, to }: { from: string; to: string },
  context: NoticeContext,
): EmailMessageBuilder {
  const received = noticeTime(context, answer.writtenAt)
  const lines = [
    text.lead(answer.name, longDate(answer.cohort), answer.entryId, received),
    ...applicationLinkLines(context, answer.applicationId),
    '',
    `From: ${answer.author}`,
    ...(answer.senderMismatch ? [text.otherAddress(answer.email)] : []),
    ...(answer.attachmentNames.length ? [text.attachments(answer.attachmentNames)] : []),
    '',
    answer.body,
  ]
  const applicant = oneLine(answer.email)
  return automatic({
    from: fromSchool(from),
    to,
    // Answering it from the mail client reaches the applicant.
    ...(plainAddress.test(applicant) ? { replyTo: applicant } : {}),
    subject: text.subject(oneLine(answer.name)),
    text: lines.join('\n'),
  })
}

/** The webhook's JSON: every value the applicant typed is a JSON string. */
export const applicationAnswerWebhookBody = (answer: ApplicationAnswerNotice) =>
  JSON.stringify({
    type: 'application_answer',
    id: `application-answer-${answer.entryId}`,
    applicationId: answer.applicationId,
    receivedAt: answer.writtenAt,
    from: answer.author,
    senderMismatch: answer.senderMismatch,
    attachments: answer.attachmentNames,
    text: answer.body,
  })
