// The conversation of one message as the inbox reads and writes it (migrations/0009): the
// entries in order, each reply with its outbox row, and a reply stored, answered and queued.
import { later, leaseSeconds } from '../../outbox/queue.ts'

/** One entry of the thread, as the message page shows it. */
export type ThreadEntry = {
  id: number
  kind: 'reply' | 'answer'
  body: string
  /** An answer's quoted history, folded apart (JSON, migrations/0011), or null. */
  quoted_history: string | null
  author: string
  sender_mismatch: 0 | 1
  /** A JSON array of file names (an answer's attachments, never kept), or null. */
  attachment_names: string | null
  written_at: string
  /** A reply's delivery; null for an answer (it came in, nothing goes out). */
  delivery: 'pending' | 'delivered' | 'failed' | null
  last_error: string | null
}

export async function threadOf(db: D1Database, messageId: string): Promise<ThreadEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT e.id, e.kind, e.body, e.quoted_history, e.author, e.sender_mismatch, e.attachment_names, e.written_at,
              o.state AS delivery, o.last_error
       FROM conversation_entries e
       LEFT JOIN outbox o ON o.entry_id = e.id AND o.kind = 'reply'
       WHERE e.message_id = ? ORDER BY e.id`,
    )
    .bind(messageId)
    .all<ThreadEntry>()
  return results
}

/** A reply form's post: the entry it names, and whether this post stored it. */
export type StoredReply = { entryId: number; writtenAt: string; stored: boolean }

/**
 * Stores a reply and everything it means, in one batch (all or nothing): the entry, the message
 * answered (answered_at) and handled (with a history line, as a change by hand has), and its
 * email queued in the outbox. The form's one-time key is the entry's dedupe key, scoped to the
 * message. A post whose key was used before (a double click, a resent request, the back button
 * after the visitor answered) inserts no entry, and every other statement is tied to the entry
 * this post wrote (its time is this post's), so it changes nothing: no mail, no state, no
 * Answered over an answer that came since. Resolves with the entry the key names, or null when
 * there is no such message.
 */
export async function storeReply(
  db: D1Database,
  reply: { messageId: string; body: string; author: string; key: string },
  now: Date,
): Promise<StoredReply | null> {
  const dedupeKey = `reply:${reply.messageId}:${reply.key}`
  const at = now.toISOString()
  // True only within the batch of the post that wrote the entry.
  const storedHere =
    'EXISTS (SELECT 1 FROM conversation_entries WHERE dedupe_key = ? AND written_at = ?)'
  const results = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO conversation_entries (message_id, kind, body, author, dedupe_key, written_at)
         SELECT id, 'reply', ?, ?, ?, ? FROM contact_messages WHERE id = ?`,
      )
      .bind(reply.body, reply.author, dedupeKey, at, reply.messageId),
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (kind, channel, entry_id, next_attempt_at, window_started_at)
         SELECT 'reply', 'email', id, ?, ? FROM conversation_entries WHERE dedupe_key = ? AND written_at = ?`,
      )
      // Leased to the attempt right after the answer, as queueOutbox does; then the cron's.
      .bind(later(now, leaseSeconds).toISOString(), at, dedupeKey, at),
    db
      .prepare(
        `INSERT INTO contact_message_states (message_id, state, changed_by)
         SELECT id, 'handled', ? FROM contact_messages
         WHERE id = ? AND state <> 'handled' AND ${storedHere}`,
      )
      .bind(reply.author, reply.messageId, dedupeKey, at),
    db
      .prepare(
        `UPDATE contact_messages SET state = 'handled', answered_at = ? WHERE id = ? AND ${storedHere}`,
      )
      .bind(at, reply.messageId, dedupeKey, at),
    db
      .prepare('SELECT id, written_at FROM conversation_entries WHERE dedupe_key = ?')
      .bind(dedupeKey),
  ])
  const entry = results[4]?.results[0] as { id: number; written_at: string } | undefined
  if (!entry) return null
  return { entryId: entry.id, writtenAt: entry.written_at, stored: entry.written_at === at }
}
