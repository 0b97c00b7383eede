import type { Context } from 'hono'
import type { ContentGroup } from '../../../site-content/schema/index.ts'
import type { InboxEnv } from '../../access/guard'
import { editorContent } from '../../content/editor'
import { versionsContent } from '../../content/editor-versions'
import { leaveNotice } from '../../notice'
import { draftsOf } from '../drafts'
import { liveRelease } from './revisions'
import { restoreSetAside, setAsideDraft } from './set-aside'
import { SetAsidePage } from './set-aside-page'
import { compareVersion } from './version-compare'

/** A kept draft beside live and its group's draft now, or null when there is no such row. */
async function compared(db: D1Database, id: number) {
  const [kept, drafts, live] = await Promise.all([
    setAsideDraft(db, id),
    draftsOf(db),
    liveRelease(db),
  ])
  if (!kept) return null
  const group = kept.group as ContentGroup
  const groups = compareVersion({ [group]: kept.body }, live.content, drafts)
  const one = groups.find((compared) => compared.group === group)
  return one ? { kept, compared: one } : null
}

async function render(c: Context<InboxEnv>, id: number, moved = false) {
  const found = await compared(c.env.DB, id)
  if (!found) return c.notFound()
  if (moved) c.status(409)
  const group = editorContent.groups[found.compared.group]
  const meta = { title: versionsContent.setAside.title(group), description: '' }
  return c.render(<SetAsidePage {...found} moved={moved} />, { meta })
}

/** GET /inbox/content/set-aside/<id>: the kept draft beside live and the draft; its restore. */
export const setAsidePage = (c: Context<InboxEnv>, id: number) => render(c, id)

/**
 * POST /inbox/content/set-aside/<id>/restore (basedOn=…): the kept draft made its group's draft
 * again, the draft it replaces kept in its turn → 303 to the content page. Refused with the page
 * again (409), nothing replaced, when the group's draft changed after the page was opened.
 */
export async function restoreSetAsideAction(c: Context<InboxEnv>, id: number) {
  const fields = await c.req.parseBody()
  // The draft revision the page showed; anything else is none, and meets a conflict.
  const basedOn = Number(/^\d{1,15}$/.exec(String(fields.basedOn))?.[0] ?? -1)
  const found = await compared(c.env.DB, id)
  if (!found) return c.notFound()
  const written = await restoreSetAside(c.env.DB, {
    id,
    basedOn,
    by: c.var.staff.email,
    now: new Date(),
  })
  if (!written) return render(c, id, true)
  leaveNotice(c, { restoredDraft: found.compared.group })
  return c.redirect('/inbox/content', 303)
}
