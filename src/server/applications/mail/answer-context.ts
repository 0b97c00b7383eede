// What an applicant's quoted history is recognised by: the school's messages about the
// application as it sent them (subject, text, the lines below it), the applicant's earlier answers
// (a client may quote its own thread), and how a client names the school above what it quotes.
// Read once per answer, the latest first, up to the bound a message's conversation has
// (conversation/answer-history/answer-context.ts).
import { site } from '../../../shared/site.ts'
import { applicationConversationContent } from '../../content/application-conversation.ts'
import { knownText } from '../../conversation/answer-history/known-text.ts'
import type { AnswerContext } from '../../conversation/answer-reading/answer-text.ts'

const maxKnownCharacters = 60_000
const maxEntries = 20

type Entry = { kind: 'message' | 'answer'; subject: string; body: string }

/** The read of the conversation's latest entries, for the caller's one batch. */
export const applicationContextRead = (db: D1Database, applicationId: string) =>
  db
    .prepare(
      `SELECT kind, subject, body FROM application_entries
       WHERE application_id = ? ORDER BY id DESC LIMIT ?`,
    )
    .bind(applicationId, maxEntries)

/** The context from the rows of `applicationContextRead` (latest first) and the school's domain. */
export function applicationAnswerContext(
  rows: readonly unknown[],
  school: { replyDomain: string },
): AnswerContext {
  // The footer's words without its link (a token the reading has no need to know).
  const texts = [applicationConversationContent.message.footer('')]
  let room = maxKnownCharacters
  for (const entry of rows as Entry[]) {
    if (room <= 0) break
    const text = entry.kind === 'message' ? `${entry.subject}\n${entry.body}` : entry.body
    texts.push(text.slice(0, room))
    room -= text.length
  }
  return {
    known: knownText(texts),
    school: { names: [site.name.toLowerCase()], addresses: [`@${school.replyDomain}`] },
  }
}
