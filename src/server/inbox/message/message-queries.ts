import type { AboutOffering } from '../../../shared/contact-about'
import { asciiEmailDomain } from '../../../shared/email-domain'
import { mailboxKey } from '../../unasked-mail/mailbox-key'
import type { MessageState } from '../states'

/** One message, whole, as its page shows it. */
export type Message = {
  id: string
  name: string
  email: string
  message: string
  received_at: string
  state: MessageState
  flag: string | null
  /** The offering the message is about; null for a general question. */
  about: AboutOffering | null
  /** When staff last replied from the inbox, until the visitor answers; null otherwise. */
  answered_at: string | null
}

/**
 * A change of state: who made it and when. A change a visitor's answer made names the answer's
 * sender and whether it was the visitor's address (`answer_mismatch` 0); a change made in the
 * inbox has both null.
 */
export type StateChange = {
  state: MessageState
  changed_by: string
  changed_at: string
  answer_from: string | null
  answer_mismatch: 0 | 1 | null
}

export function getMessage(db: D1Database, id: string): Promise<Message | null> {
  return db
    .prepare(
      'SELECT id, name, email, message, received_at, state, flag, about, answered_at FROM contact_messages WHERE id = ?',
    )
    .bind(id)
    .first<Message>()
}

export async function stateHistory(db: D1Database, id: string): Promise<StateChange[]> {
  const { results } = await db
    .prepare(
      `SELECT s.state, s.changed_by, s.changed_at, e.author AS answer_from,
         e.sender_mismatch AS answer_mismatch
       FROM contact_message_states s LEFT JOIN conversation_entries e ON e.id = s.answer_entry_id
       WHERE s.message_id = ? ORDER BY s.id`,
    )
    .bind(id)
    .all<StateChange>()
  return results
}

/** How many messages came from an address (compared without case, as mail systems do). */
export async function countFromAddress(db: D1Database, email: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS messages FROM contact_messages WHERE email = ? COLLATE NOCASE')
    .bind(email)
    .first<{ messages: number }>()
  return row?.messages ?? 0
}

/**
 * Moves a message to a state and records who did it, in one transaction; a message already in
 * that state is left alone, with no history line. False when there is no such message.
 */
export async function setState(
  db: D1Database,
  id: string,
  state: MessageState,
  by: string,
): Promise<boolean> {
  const [recorded] = await db.batch([
    db
      .prepare(
        `INSERT INTO contact_message_states (message_id, state, changed_by)
         SELECT id, ?, ? FROM contact_messages WHERE id = ? AND state <> ?`,
      )
      .bind(state, by, id, state),
    db.prepare('UPDATE contact_messages SET state = ? WHERE id = ?').bind(state, id),
  ])
  return (recorded?.meta.changes ?? 0) > 0 || (await getMessage(db, id)) !== null
}

/**
 * Erases one message: the row, and through the schema's cascade and triggers its history and its
 * search entries. Who erased how many is kept, never what. Returns the number erased (0 or 1).
 */
export async function deleteMessage(db: D1Database, id: string, by: string): Promise<number> {
  const [, erased] = await db.batch([
    db
      .prepare(
        `INSERT INTO inbox_erasures (kind, messages, erased_by)
         SELECT 'message', COUNT(*), ? FROM contact_messages WHERE id = ? HAVING COUNT(*) > 0`,
      )
      .bind(by, id),
    db.prepare('DELETE FROM contact_messages WHERE id = ? RETURNING id').bind(id),
  ])
  return erased?.results.length ?? 0
}

/**
 * Erases every message from an address, as deleteMessage does one, takes the address off every
 * waiting list, and deletes every application of its mailbox (any spelling of it: the key the
 * applications are one-a-cohort by), the mail queued for them going with them. Returns how many
 * messages went.
 */
export async function eraseAddress(db: D1Database, email: string, by: string): Promise<number> {
  const [, erased] = await db.batch([
    db
      .prepare(
        `INSERT INTO inbox_erasures (kind, messages, erased_by)
         SELECT 'address', COUNT(*), ? FROM contact_messages WHERE email = ? COLLATE NOCASE
         HAVING COUNT(*) > 0`,
      )
      .bind(by, email),
    db
      .prepare('DELETE FROM contact_messages WHERE email = ? COLLATE NOCASE RETURNING id')
      .bind(email),
    db.prepare('DELETE FROM waitlist_signups WHERE email = ? COLLATE NOCASE').bind(email),
    db
      .prepare('DELETE FROM applications WHERE mailbox = ? OR email = ? COLLATE NOCASE')
      .bind(mailboxKey(asciiEmailDomain(email)), email),
    // A company's proposal requests, with their moves, notes and queued mail (foreign keys).
    db
      .prepare('DELETE FROM proposal_requests WHERE mailbox = ? OR email = ? COLLATE NOCASE')
      .bind(mailboxKey(asciiEmailDomain(email)), email),
  ])
  // Counted from the rows returned: D1's `changes` also counts what the triggers changed.
  return erased?.results.length ?? 0
}
