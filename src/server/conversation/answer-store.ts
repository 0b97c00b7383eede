// The SQL of a visitor's answer: the conversation it belongs to, and the one batch that appends it,
// puts the message back in New (answered_at cleared, the change in its history) and queues the
// staff's notification on each configured channel. A mail delivered twice (same Message-ID) is
// one entry: the second batch inserts nothing, and the outbox holds one row per entry and channel.
import { roomForAnswer } from './answer-ceiling.ts'
import { queueAnswerNotices } from './answer-notices.ts'
import type { QuotedHistory } from './answer-reading/answer-text.ts'

/** The message a reply address names, as the answer needs it. */
export type Conversation = { id: string; email: string }

export async function conversationOf(db: D1Database, messageId: string) {
  return db
    .prepare('SELECT id, email FROM contact_messages WHERE id = ?')
    .bind(messageId)
    .first<Conversation>()
}

export type Answer = {
  messageId: string
  /** What the visitor wrote. */
  body: string
  /** The history their client quoted, folded apart (answer-text.ts). */
  quotedHistory: QuotedHistory[]
  /** The sender's address. */
  author: string
  senderMismatch: boolean
  attachmentNames: string[]
  dedupeKey: string
}

/** The entry already stored under this key (a mail delivered again): a row, or none. */
export const storedAnswerRead = (db: D1Database, dedupeKey: string) =>
  db.prepare('SELECT id FROM conversation_entries WHERE dedupe_key = ?').bind(dedupeKey)

/**
 * Appends the answer and everything that follows from it in one transaction; resolves with the
 * entry's id. Its notifications start leased to the attempt that runs right after (waitUntil), as
 * every outbox row does, so the cron takes them only if that attempt never runs; answers told
 * together wait for the cron (answer-notices.ts).
 */
export async function storeAnswer(
  db: D1Database,
  answer: Answer,
  channels: readonly ('email' | 'webhook')[],
  now: Date,
): Promise<number> {
  const at = now.toISOString()
  const results = await db.batch<{ id: number }>([
    // Stored only while the conversation has room (answer-ceiling.ts), checked here again so two
    // answers racing for the last place cannot both take it.
    db
      .prepare(
        `INSERT OR IGNORE INTO conversation_entries
           (message_id, kind, body, quoted_history, author, sender_mismatch, attachment_names,
            dedupe_key, written_at)
         SELECT ?1, 'answer', ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE ${roomForAnswer('?1', '?2')}`,
      )
      .bind(
        answer.messageId,
        answer.body,
        answer.quotedHistory.length ? JSON.stringify(answer.quotedHistory) : null,
        answer.author,
        answer.senderMismatch ? 1 : 0,
        answer.attachmentNames.length ? JSON.stringify(answer.attachmentNames) : null,
        answer.dedupeKey,
        at,
      ),
    // The history says why a handled message is New again: this answer reopened it (the line
    // names the entry, so the page never shows the sender's address as a staff change). Spam
    // stays Spam, silently: the answer is kept in the thread, and nothing else changes.
    db
      .prepare(
        `INSERT INTO contact_message_states (message_id, state, changed_by, changed_at, answer_entry_id)
         SELECT m.id, 'new', e.author, ?, e.id FROM contact_messages m
         JOIN conversation_entries e ON e.dedupe_key = ? AND e.message_id = m.id
         WHERE m.id = ? AND m.state = 'handled'`,
      )
      .bind(at, answer.dedupeKey, answer.messageId),
    db
      .prepare(
        `UPDATE contact_messages SET state = 'new', answered_at = NULL
         WHERE id = ? AND state <> 'spam'
           AND EXISTS (SELECT 1 FROM conversation_entries WHERE dedupe_key = ?)`,
      )
      .bind(answer.messageId, answer.dedupeKey),
    // The staff's notices: one by one, or gathered (answer-notices.ts); none for Spam.
    ...queueAnswerNotices(db, answer.dedupeKey, channels, now),
    db.prepare('SELECT id FROM conversation_entries WHERE dedupe_key = ?').bind(answer.dedupeKey),
  ])
  // The last statement reads the stored answer's id back (a batch answers every statement).
  const rows = results.at(-1)?.results ?? []
  const id = rows[0]?.id
  // Not stored: the conversation had no room left after all (answer-ceiling.ts).
  if (id === undefined) throw new Error('the answer was not stored')
  return id
}
