import { Hono } from 'hono'
import type { RouteName } from '../../../shared/routes'
import { photoKeyPattern } from '../../site-content/photo-path'
import { photoResponse } from '../../site-content/photos'
import type { InboxEnv } from '../access/guard'
import { type EditorGroup, editorGroups } from '../content/editor'
import { leaveNotice } from '../notice'
import { editGroup, saveGroup } from './form/group-edit'
import { liveCheck } from './live-check'
import { renderOverview } from './overview'
import { erasePersonAction } from './person-erasure-page'
import { previewPage, previewPages } from './preview'
import { publishDrafts } from './publish'
import { restoreRevision } from './revisions'

/**
 * The school's content, under the inbox's guard (mounted at /inbox/content; docs/inbox.md,
 * "Site content"):
 *
 *   GET  /                        what is live, each group's draft, the publish form, the history
 *   POST /publish                 the drafts checked strictly and made live → 303 to /live
 *   GET  /live                    which version each public page serves (reloads until all do)
 *   GET  /preview/<page>          a public page with the drafts, under a draft banner
 *   GET  /photos/<key>            any stored photo: a draft's, for its form and the preview
 *   POST /erase-person            name=…: who names them, then (confirm=erase) erased everywhere
 *   GET  /<group>                 the group's form: its draft, or what the site shows
 *                                 (?check=publish, ?add=<list>&room=<n>)
 *   POST /<group>                 the form saved as the group's draft → 303 back to the form
 *   POST /revisions/<id>/restore  that publish made the draft again → 303 to /
 */
const group = `/:group{${editorGroups.join('|')}}`
const groupOf = (name: string | undefined) => name as EditorGroup
// Marks on constants: Stryker reads no mark written inside the chain of routes below.
// Stryker disable next-line StringLiteral: under the mount, '' and '/' are the same route
const overview = '/'
// Stryker disable next-line StringLiteral: privateAnswers (access/guard.ts) sets no-store on every inbox answer after the handler
const draftPhotoCaching = 'no-store'

const editor = new Hono<InboxEnv>()
  .get(overview, (c) => renderOverview(c))
  .post('/publish', publishDrafts)
  .post('/erase-person', erasePersonAction)
  .get('/live', liveCheck)
  .get(`/preview/:page{${previewPages.join('|')}}`, (c) =>
    previewPage(c, c.req.param('page') as RouteName),
  )
  .get(`/photos/:key{${photoKeyPattern}}`, (c) =>
    photoResponse(c.env.PHOTOS, c.req.param('key'), c.req.raw, draftPhotoCaching),
  )
  .get(group, (c) => editGroup(c, groupOf(c.req.param('group'))))
  .post(group, (c) => saveGroup(c, groupOf(c.req.param('group'))))
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
