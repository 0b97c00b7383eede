import type { Context } from 'hono'
import { hasControlCharacters } from '../../../shared/control-characters'
import type { InboxEnv } from '../access/guard'
import { inboxWorkflowContent } from '../content/workflow'
import { listHref, readListQuery } from '../list/list'
import { maxNoteLength } from './text-limits'

const text = inboxWorkflowContent.notes

/** An internal note: staff-only text on a message, who wrote it and when. */
export type Note = { note: string; written_by: string; written_at: string }

/** The note as typed, trimmed, or why it cannot be kept. */
export function readNote(value: unknown): { note: string } | { refused: string } {
  const note = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''
  if (!note) return { refused: text.empty }
  if (note.length > maxNoteLength) return { refused: text.tooLong(maxNoteLength) }
  // The rule of every form (C0, DEL, C1): line breaks and tabs are text, nothing invisible is.
  if (hasControlCharacters(note, '\n\t')) return { refused: text.controls }
  return { note }
}

export async function notesOf(db: D1Database, id: string): Promise<Note[]> {
  const { results } = await db
    .prepare(
      'SELECT note, written_by, written_at FROM contact_message_notes WHERE message_id = ? ORDER BY id',
    )
    .bind(id)
    .all<Note>()
  return results
}

/** Adds a note; false when there is no such message (nothing is written then). */
export async function addNote(db: D1Database, id: string, note: string, by: string) {
  const { meta } = await db
    .prepare(
      `INSERT INTO contact_message_notes (message_id, note, written_by)
       SELECT id, ?, ? FROM contact_messages WHERE id = ?`,
    )
    .bind(note, by, id)
    .run()
  return meta.changes > 0
}

/** POST /inbox/<id>/note: a note in the message's history, with who; back to it (303). */
export async function postNote(c: Context<InboxEnv>, id: string) {
  const read = readNote((await c.req.parseBody()).note)
  if ('refused' in read) return c.text(read.refused, 400)
  if (!(await addNote(c.env.DB, id, read.note, c.var.staff.email))) return c.notFound()
  return c.redirect(`${listHref(`/inbox/${id}`, readListQuery(c))}#history`, 303)
}
