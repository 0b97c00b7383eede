import type { Context } from 'hono'
import { revisionContent } from '../../../site-content/live'
import { type ContentGroup, contentGroupNames } from '../../../site-content/schema/index.ts'
import type { InboxEnv } from '../../access/guard'
import { versionsContent } from '../../content/editor-versions'
import { leaveNotice } from '../../notice'
import { draftsBasis, draftsOf } from '../drafts'
import { restoreVersion } from './restore'
import { liveRelease, revisionOf } from './revisions'
import { compareVersion } from './version-compare'
import { VersionPage } from './version-page'

/** A version beside live and the drafts as they are now, or null when there is no such version. */
async function compared(db: D1Database, id: number) {
  const [revision, content, drafts, live] = await Promise.all([
    revisionOf(db, id),
    revisionContent(db, id),
    draftsOf(db),
    liveRelease(db),
  ])
  if (!revision || !content) return null
  const groups = compareVersion(content, live.content, drafts)
  return { revision, isLive: live.id === id, groups, basis: draftsBasis(drafts) }
}

async function render(c: Context<InboxEnv>, id: number, moved = false) {
  const version = await compared(c.env.DB, id)
  if (!version) return c.notFound()
  if (moved) c.status(409)
  const meta = { title: versionsContent.title(id), description: '' }
  return c.render(<VersionPage {...version} moved={moved} />, { meta })
}

/** GET /inbox/content/versions/<id>: what it held, beside live and the drafts; its restore. */
export const versionPage = (c: Context<InboxEnv>, id: number) => render(c, id)

/**
 * POST /inbox/content/versions/<id>/restore (basis=…, group=… for one group alone): the version
 * made the draft of every group (or that one) where the drafts say something else, each draft it
 * replaces kept as a set-aside draft → 303 to the content page. Refused with the page again (409),
 * nothing replaced, when a draft was saved or restored after the page was opened.
 */
export async function restoreVersionAction(c: Context<InboxEnv>, id: number) {
  const fields = await c.req.parseBody()
  const group = fields.group
  const only = contentGroupNames.find((name) => name === group)
  if (group !== undefined && group !== '' && !only) return c.notFound()
  const version = await compared(c.env.DB, id)
  if (!version) return c.notFound()
  if (fields.basis !== version.basis) return render(c, id, true)
  const restoring = version.groups.filter(
    (compared) => compared.changes && (!only || compared.group === only),
  )
  const replaced: ContentGroup[] = restoring.filter((g) => g.replaces).map((g) => g.group)
  const written = await restoreVersion(c.env.DB, {
    version: id,
    writes: restoring.map(({ group, version }) => ({ group, body: version })),
    replaced,
    basis: version.basis,
    by: c.var.staff.email,
    now: new Date(),
  })
  if (!written && restoring.length > 0) return render(c, id, true)
  leaveNotice(c, { restored: id, setAside: replaced.length })
  return c.redirect('/inbox/content', 303)
}
