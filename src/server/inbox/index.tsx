/**
 * The provider's inbox, behind Cloudflare Access. Mounted at /inbox before the site's pages, so
 * its own guard runs first for every path under it.
 *
 *   GET  /inbox                         the list: ?state=new|handled|spam|all &q=search &after=cursor
 *   GET  /inbox/export.csv              the list's filter and search, every page, as CSV
 *   GET  /inbox/<id>                    one message
 *   POST /inbox/<id>/state              state=new|handled|spam                      → 303
 *   POST /inbox/<id>/retry              channel=email|webhook: a failed delivery again → 303
 *   POST /inbox/<id>/handled-next       handled, then the next in the list's order    → 303
 *   POST /inbox/<id>/note               note=…: an internal note in its history        → 303
 *   POST /inbox/<id>/reply              reply=…&key=…: a reply emailed to the visitor  → 303
 *   POST /inbox/<id>/replies/<n>/resend a reply never delivered, sent again ("Send again") → 303
 *   POST /inbox/bulk                    id=…&action=new|handled|spam|delete (≤ 50)     → 303
 *   GET  /inbox/bulk/delete?id=…        confirm; POST with confirm=delete erases them  → 303
 *   GET  /inbox/<id>/delete             confirm; POST with confirm=delete erases     → 303
 *   GET  /inbox/<id>/erase-address      confirm; POST with confirm=erase erases all  → 303
 *   GET|POST /inbox/waitlists/…         the waiting lists: counts, export, erasure, announcements
 *   GET|POST /inbox/applications/…      applications by cohort and stage, each one's page, moves, funnel
 *   GET|POST /inbox/proposals/…         companies' proposal requests: stages, moves, notes
 *   GET|POST /inbox/content/…           the school's content: drafts, history, restore (editor/)
 *   GET|POST /inbox/calls/…             admission calls: publish and withdraw slots, today's calls
 *   GET|POST /inbox/sign-in             local runs only (access.ts)
 *
 * Without ACCESS_TEAM_DOMAIN and ACCESS_AUD every path here is a 404; with them, every request
 * needs a valid Access token (401 without, 403 with a bad one). Answers are never cached. A search
 * (the list's, its export, a message or "handled and next" within it, the applications room's)
 * counts against the staff member's one quota: 429 "slow down" past it (search/search-limit.ts).
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { uuidPattern } from '../utils/uuid'
import { inboxBodyLimit } from './access/body-limit'
import {
  type InboxEnv,
  privateAnswers,
  requireAccessSettings,
  requireStaff,
  sameOriginPosts,
} from './access/guard'
import signIn from './access/sign-in'
import applications from './applications/applications'
import { applicationSearchLimit } from './applications/room/search-limit'
import calls from './calls/calls'
import { ceilingReached } from './ceiling-reached'
import editor from './editor/editor'
import { exportStream } from './export/csv'
import { bulkAction, bulkDelete, renderBulkConfirmation } from './list/bulk'
import { readListQuery, renderList } from './list/list'
import { newMessages } from './list/new-messages'
import { erase, renderConfirmation } from './message/erasure'
import { changeState, renderMessage, retryDelivery } from './message/message'
import { handledThenNext } from './message/neighbours'
import { postNote } from './message/notes'
import { postReply, resendReply } from './message/reply'
import proposals from './proposals/proposals'
import { inboxRenderer } from './renderer'
import { messageSearchLimit } from './search/message-search-limit'
import waitlists from './waitlists/waitlists'

// A message id as the store makes them (crypto.randomUUID); anything else names no message.
const message = `/:id{${uuidPattern}}`

const inbox = new Hono<InboxEnv>()
  .use(privateAnswers)
  .use(requireAccessSettings)
  .use((c, next) =>
    bodyLimit({ maxSize: inboxBodyLimit(c.req.path), onError: (c) => c.text('Too large', 413) })(
      c,
      next,
    ),
  )
  .use(inboxRenderer)
  .route('/sign-in', signIn)
  .use(requireStaff)
  .use(sameOriginPosts)
  // What reads the search index is limited per staff member, before any statement (search-limit.ts).
  .use('/', messageSearchLimit)
  .use('/export.csv', messageSearchLimit)
  .use(message, messageSearchLimit)
  .use(`${message}/handled-next`, messageSearchLimit)
  .use('/applications', applicationSearchLimit)
  .use(newMessages)
  .use(ceilingReached)
  .get('/', renderList)
  .post('/bulk', bulkAction)
  .get('/bulk/delete', renderBulkConfirmation)
  .post('/bulk/delete', bulkDelete)
  .route('/waitlists', waitlists)
  .route('/applications', applications)
  .route('/proposals', proposals)
  .route('/content', editor)
  .route('/calls', calls)
  .get('/export.csv', (c) => {
    const { filter, search, about } = readListQuery(c)
    const date = new Date().toISOString().slice(0, 10)
    return c.body(exportStream(c.env.DB, { filter, search, about, after: null }), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${filter}-${date}.csv"`,
    })
  })
  .get(message, (c) => renderMessage(c, c.req.param('id')))
  .post(`${message}/state`, (c) => changeState(c, c.req.param('id')))
  .post(`${message}/retry`, (c) => retryDelivery(c, c.req.param('id')))
  .post(`${message}/handled-next`, (c) => handledThenNext(c, c.req.param('id')))
  .post(`${message}/note`, (c) => postNote(c, c.req.param('id')))
  .post(`${message}/reply`, (c) => postReply(c, c.req.param('id')))
  .post(`${message}/replies/:entry{[0-9]{1,15}}/resend`, (c) =>
    resendReply(c, c.req.param('id'), c.req.param('entry')),
  )
  .get(`${message}/delete`, (c) => renderConfirmation(c, c.req.param('id'), 'delete'))
  .post(`${message}/delete`, (c) => erase(c, c.req.param('id'), 'delete'))
  .get(`${message}/erase-address`, (c) => renderConfirmation(c, c.req.param('id'), 'erase'))
  .post(`${message}/erase-address`, (c) => erase(c, c.req.param('id'), 'erase'))
  // Nothing under /inbox falls through to the site's pages (or their cache).
  .all('*', (c) => c.notFound())

export default inbox
