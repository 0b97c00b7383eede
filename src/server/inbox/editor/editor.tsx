import { Hono } from 'hono'
import type { InboxEnv } from '../access/guard'
import { editorContent, editorGroups } from '../content/editor'
import { leaveNotice, takeNotice } from '../notice'
import { draftsOf } from './drafts'
import { OverviewPage } from './overview-page'
import { restoreRevision, revisionsOf } from './revisions'

// Stryker disable next-line StringLiteral: the inbox's renderer shows no description
const meta = { title: editorContent.title, description: '' }

/**
 * The school's content, under the inbox's guard (mounted at /inbox/content; docs/inbox.md,
 * "Site content"):
 *
 *   GET  /                        what is live, each group's draft, the history of publishes
 *   POST /revisions/<id>/restore  that publish made the draft again → 303 to /
 */
const editor = new Hono<InboxEnv>()
  // Stryker disable next-line StringLiteral: under the mount, '' and '/' are the same route
  .get('/', async (c) => {
    const [drafts, revisions] = await Promise.all([draftsOf(c.env.DB), revisionsOf(c.env.DB)])
    const notice = takeNotice(c) ?? undefined
    return c.render(
      <OverviewPage
        live={revisions[0] ?? null}
        drafts={drafts}
        revisions={revisions}
        notice={notice}
      />,
      { meta },
    )
  })
  .post('/revisions/:id{[0-9]{1,15}}/restore', async (c) => {
    const id = Number(c.req.param('id'))
    const by = c.var.staff.email
    const restored = await restoreRevision(c.env.DB, {
      id,
      groups: editorGroups,
      by,
      now: new Date(),
    })
    if (!restored) return c.notFound()
    leaveNotice(c, { restored: id })
    return c.redirect('/inbox/content', 303)
  })

export default editor
