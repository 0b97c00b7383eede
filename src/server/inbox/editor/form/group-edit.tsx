import type { Context } from 'hono'
import { builtInContent } from '../../../site-content/built-in.ts'
import {
  type ContentGroup,
  checkContent,
  contentGroups,
} from '../../../site-content/schema/index.ts'
import type { InboxEnv } from '../../access/guard'
import { editorContent } from '../../content/editor'
import { editorFormContent } from '../../content/editor-form'
import { leaveNotice, takeNotice } from '../../notice'
import { type Draft, draftsOf, saveDraft } from '../drafts'
import { liveRelease } from '../versions/revisions'
import { fieldChanges } from './form-labels'
import { readForm } from './form-values'
import { GroupPage, type GroupPageProps } from './group-page'
import { formAddress, roomAdded, roomAsked } from './list-room'
import { sizePhotos, takeUploads } from './photo-upload'

const meta = (group: ContentGroup) => ({
  title: editorFormContent.title(editorContent.groups[group]),
  description: '',
})

/**
 * The group as the site shows it: the latest publish's, or while none holds it, the code's own
 * texts (the planned offerings, the phone), or undefined for a group the site shows nothing of.
 */
const liveGroup = async (db: D1Database, group: ContentGroup): Promise<unknown> =>
  (await liveRelease(db)).content[group] ?? builtInContent[group]

const draftOf = async (db: D1Database, group: ContentGroup): Promise<Draft | null> =>
  (await draftsOf(db))[group] ?? null

function render(c: Context<InboxEnv>, props: GroupPageProps, status: 200 | 400 | 409 = 200) {
  c.status(status as 200)
  return c.render(<GroupPage {...props} />, { meta: meta(props.group) })
}

/**
 * GET /inbox/content/<group>: its form, filled with its draft or, with none, what the site shows,
 * and the notice of the save that led here. ?check=publish shows what publishing would refuse in
 * it, beside each field; ?add=<list>&room=<n> gives that list n empty places ("Add another").
 */
export async function editGroup(c: Context<InboxEnv>, group: ContentGroup) {
  const draft = await draftOf(c.env.DB, group)
  const values = draft ? draft.body : await liveGroup(c.env.DB, group)
  const checked = c.req.query('check') === 'publish' && checkContent(group, 'publish', values)
  const errors =
    checked && !checked.ok ? { by: 'publish' as const, fields: checked.errors } : undefined
  const room = roomAsked(contentGroups[group].form, c.req.query('add'), c.req.query('room'))
  const notice = takeNotice(c) ?? undefined
  return render(c, { group, values, draft, errors, room, notice })
}

/**
 * POST /inbox/content/<group>: the form saved as the group's draft → 303 back to the form, which
 * says so and has room for the next entry (with `add=<list>`, "Add another": one more). A field
 * the draft cannot hold (400), or a save someone else made since the form was opened (409),
 * shows the form again with everything as typed, and saves nothing to the draft; a photo chosen
 * with it is stored all the same and the form comes back holding it, so it need not be chosen
 * again. A file that is no photo is refused with the reason and stored nowhere.
 */
export async function saveGroup(c: Context<InboxEnv>, group: ContentGroup) {
  const parts = contentGroups[group].form
  const storage = { ...c.env, now: new Date() }
  const uploads = await takeUploads(storage, parts, await c.req.parseBody())
  // The draft revision the form was opened on; anything else is none, and meets a conflict.
  const basedOn = Number(/^\d{1,15}$/.exec(String(uploads.fields.basedOn))?.[0] ?? 0)
  const values = readForm(parts, uploads.fields)
  const room = roomAdded(parts, uploads.fields, values)
  const unstored = await sizePhotos(c.env.PHOTOS, parts, values)
  const checked = checkContent(group, 'draft', values)
  const photoProblems = { ...unstored, ...uploads.errors }
  if (!checked.ok || Object.keys(photoProblems).length > 0) {
    const draft = await draftOf(c.env.DB, group)
    // A refused file's reason before what the schema says of the photo it left the field without.
    const fields = { ...(checked.ok ? {} : checked.errors), ...photoProblems }
    return render(c, { group, values, draft, room, errors: { by: 'save', fields } }, 400)
  }
  const by = c.var.staff.email
  const result = await saveDraft(c.env.DB, {
    group,
    body: checked.content,
    basedOn,
    by,
    now: new Date(),
  })
  if ('conflict' in result) {
    const theirs = result.conflict
    const changes = fieldChanges(parts, theirs.body, values)
    const conflict = { draft: theirs, changes }
    return render(c, { group, values, draft: theirs, room, conflict }, 409)
  }
  leaveNotice(c, { saved: group })
  return c.redirect(formAddress(group, parts, room, checked.content), 303)
}
