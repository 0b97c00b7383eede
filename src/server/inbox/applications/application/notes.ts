// POST /inbox/applications/<id>/note: an internal note in the application's history, with who
// wrote it; kept once per form (its one-time key), as the message's notes are kept
// (src/server/inbox/message/notes.ts, whose rules for the text it shares).
import type { Context } from 'hono'
import { uuid } from '../../../utils/uuid'
import type { InboxEnv } from '../../access/guard'
import { inboxApplicationsContent } from '../../content/applications'
import { readNote } from '../../message/notes'

/** Adds the note unless this form's key was used; false when there is no such application. */
export async function addApplicationNote(
  db: D1Database,
  note: { applicationId: string; body: string; author: string; key: string },
) {
  const [, found] = await db.batch([
    db
      .prepare(
        `INSERT INTO application_notes (application_id, body, author, dedupe_key)
         SELECT id, ?, ?, ? FROM applications WHERE id = ?
         ON CONFLICT (dedupe_key) DO NOTHING`,
      )
      .bind(note.body, note.author, note.key, note.applicationId),
    db.prepare('SELECT 1 FROM applications WHERE id = ?').bind(note.applicationId),
  ])
  return (found?.results.length ?? 0) > 0
}

export async function postApplicationNote(c: Context<InboxEnv>, id: string) {
  const form = await c.req.parseBody()
  const read = readNote(form.note)
  if ('refused' in read) return c.text(read.refused, 400)
  const key = typeof form.key === 'string' ? form.key : ''
  if (!uuid.test(key)) return c.text(inboxApplicationsContent.move.badKey, 400)
  const body = read.note
  const kept = await addApplicationNote(c.env.DB, {
    applicationId: id,
    body,
    author: c.var.staff.email,
    key,
  })
  if (!kept) return c.notFound()
  return c.redirect(`/inbox/applications/${id}#history`, 303)
}
