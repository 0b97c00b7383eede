import { Hono } from 'hono'
import type { RouteName } from '../../../shared/routes'
import { photoResponse, variantRoute } from '../../site-content/photos'
import { type ContentGroup, contentGroupNames } from '../../site-content/schema/index.ts'
import type { InboxEnv } from '../access/guard'
import { erasePersonAction } from './erasure/person-erasure-page'
import { editGroup, saveGroup } from './form/group-edit'
import { liveCheck } from './live-check'
import { renderOverview } from './overview'
import { previewPage, previewPages } from './preview'
import { publishDrafts } from './publish'
import { restoreSetAsideAction, setAsidePage } from './versions/set-aside-restore'
import { restoreVersionAction, versionPage } from './versions/version'

/**
 * The school's content, under the inbox's guard (mounted at /inbox/content; docs/inbox.md,
 * "Site content"):
 *
 *   GET  /                        what is live, each group's draft, the publish form, the history
 *   POST /publish                 the drafts checked strictly and made live → 303 to /live
 *   GET  /live                    which version each public page serves (reloads until all do)
 *   GET  /preview/<page>          a public page with the drafts, under a draft banner
 *   GET  /photos/<id>/<size>.webp any stored photo: a draft's, for its form and the preview
 *   POST /erase-person            name=…: who names them, then (confirm=erase) erased everywhere
 *   GET  /<group>                 the group's form: its draft, or what the site shows
 *                                 (?check=publish, ?add=<list>&room=<n>)
 *   POST /<group>                 the form saved as the group's draft → 303 back to the form
 *   GET  /versions/<id>           what that publish held beside live and the drafts; its restore
 *   POST /versions/<id>/restore   basis=… (group=…): it made the draft again, each draft it
 *                                 replaces set aside → 303 to / (409: a draft changed meanwhile)
 *   GET  /set-aside/<id>          a draft a restore replaced, beside live and the draft now
 *   POST /set-aside/<id>/restore  basedOn=…: it made its group's draft again → 303 to /
 */
const id = '{[0-9]{1,15}}'
const idOf = (value: string | undefined) => Number(value)
const group = `/:group{${contentGroupNames.join('|')}}`
const groupOf = (name: string | undefined) => name as ContentGroup

const editor = new Hono<InboxEnv>()
  .get('/', (c) => renderOverview(c))
  .post('/publish', publishDrafts)
  .post('/erase-person', erasePersonAction)
  .get('/live', liveCheck)
  .get(`/preview/:page{${previewPages.join('|')}}`, (c) =>
    previewPage(c, c.req.param('page') as RouteName),
  )
  .get(`/photos${variantRoute}`, (c) => {
    const [id, file] = [c.req.param('id'), c.req.param('file')]
    return photoResponse(c.env.PHOTOS, `${id}/${file}`, c.req.raw, 'no-store')
  })
  .get(group, (c) => editGroup(c, groupOf(c.req.param('group'))))
  .post(group, (c) => saveGroup(c, groupOf(c.req.param('group'))))
  .get(`/versions/:id${id}`, (c) => versionPage(c, idOf(c.req.param('id'))))
  .post(`/versions/:id${id}/restore`, (c) => restoreVersionAction(c, idOf(c.req.param('id'))))
  .get(`/set-aside/:id${id}`, (c) => setAsidePage(c, idOf(c.req.param('id'))))
  .post(`/set-aside/:id${id}/restore`, (c) => restoreSetAsideAction(c, idOf(c.req.param('id'))))

export default editor
