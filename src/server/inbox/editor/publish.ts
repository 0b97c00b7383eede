import type { Context } from 'hono'
import * as v from 'valibot'
import { readLiveContent } from '../../site-content/live'
import { line } from '../../site-content/schema/declare/text-rules.ts'
import type { InboxEnv } from '../access/guard'
import { leaveNotice } from '../notice'
import { draftsBasis, draftsOf } from './drafts'
import { renderOverview } from './overview'
import { maxPublishNote } from './publish-form'
import { checkRelease, releaseOf, sameContent } from './release'
import { liveRelease, publish } from './versions/revisions'

const noteSchema = line('Note', maxPublishNote)

/**
 * POST /inbox/content/publish: the drafts, checked strictly, made the new live version → 303 to
 * the live check. Refused, with nothing published and the note kept: a group publishing refuses
 * (400, each field named), nothing to publish (400), a note that is not one line of text (400),
 * or a save or publish by someone else since the page was opened (409).
 */
export async function publishDrafts(c: Context<InboxEnv>) {
  const fields = await c.req.parseBody()
  const typed = typeof fields.note === 'string' ? fields.note : ''
  const note = v.safeParse(noteSchema, typed)
  if (!note.success)
    return renderOverview(
      c,
      { refusal: { kind: 'note', message: note.issues[0].message }, note: typed },
      400,
    )
  // A missing field or a file reads as "undefined" or "[object File]": no version, no basis.
  const liveVersion = Number(/^\d{1,15}$/.exec(String(fields.liveVersion))?.[0] ?? -1)
  const basis = String(fields.basis)
  const db = c.env.DB
  const [drafts, live] = await Promise.all([draftsOf(db), liveRelease(db)])
  if (liveVersion !== live.id || basis !== draftsBasis(drafts))
    return renderOverview(c, { refusal: { kind: 'moved' }, note: typed }, 409)
  const release = checkRelease(releaseOf(drafts, live.content))
  if (!release.ok)
    return renderOverview(
      c,
      { refusal: { kind: 'invalid', groups: release.groups }, note: typed },
      400,
    )
  if (sameContent(release.content, live.content))
    return renderOverview(c, { refusal: { kind: 'nothing' }, note: typed }, 400)
  const id = await publish(db, {
    content: release.content,
    liveVersion,
    basis,
    by: c.var.staff.email,
    note: note.output === '' ? null : note.output,
    now: new Date(),
  })
  if (id === null) return renderOverview(c, { refusal: { kind: 'moved' }, note: typed }, 409)
  // This isolate serves the new version from its next page on; the others within seconds.
  readLiveContent.renew()
  leaveNotice(c, { published: id })
  return c.redirect('/inbox/content/live', 303)
}
