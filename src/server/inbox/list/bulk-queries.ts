import type { Message } from '../message/message-queries'
import type { MessageState } from '../states'

// Several messages at once, named as a JSON array of ids (json_each): one statement whatever the
// count, every id a bound parameter.

/**
 * Several messages to one state in one transaction: a history line for each that changes, with
 * who, then the change itself; a message already in that state is left alone, as one by one.
 */
export function setStates(db: D1Database, ids: string[], state: MessageState, by: string) {
  const named = JSON.stringify(ids)
  return db.batch([
    db
      .prepare(
        `INSERT INTO contact_message_states (message_id, state, changed_by)
         SELECT id, ?, ? FROM contact_messages
         WHERE id IN (SELECT value FROM json_each(?)) AND state <> ?`,
      )
      .bind(state, by, named, state),
    db
      .prepare(
        `UPDATE contact_messages SET state = ?
         WHERE id IN (SELECT value FROM json_each(?)) AND state <> ?`,
      )
      .bind(state, named, state),
  ])
}

/**
 * Erases several messages as deleteMessage erases one (the cascade and triggers take their
 * history, notes and search entries); one erasure record with the count, never what. Returns
 * how many went.
 */
export async function deleteMessages(db: D1Database, ids: string[], by: string) {
  const named = JSON.stringify(ids)
  const [, erased] = await db.batch([
    db
      .prepare(
        `INSERT INTO inbox_erasures (kind, messages, erased_by)
         SELECT 'message', COUNT(*), ? FROM contact_messages
         WHERE id IN (SELECT value FROM json_each(?)) HAVING COUNT(*) > 0`,
      )
      .bind(by, named),
    db
      .prepare(
        'DELETE FROM contact_messages WHERE id IN (SELECT value FROM json_each(?)) RETURNING id',
      )
      .bind(named),
  ])
  return erased?.results.length ?? 0
}

/** The named messages that exist, newest first. */
export async function messagesNamed(db: D1Database, ids: string[]): Promise<Message[]> {
  const { results } = await db
    .prepare(
      `SELECT id, name, email, message, received_at, state, flag FROM contact_messages
       WHERE id IN (SELECT value FROM json_each(?)) ORDER BY received_at DESC, id DESC`,
    )
    .bind(JSON.stringify(ids))
    .all<Message>()
  return results
}
