import { Hono } from 'hono'
import { uuidPattern } from '../../utils/uuid'
import type { InboxEnv } from '../access/guard'
import { renderApplication } from './application/application-page'
import { postApplicationNote } from './application/notes'
import { postCallCancel } from './call/cancel-call'
import { renderFunnel } from './funnel/funnel-page'
import { postMove } from './move/move'
import { renderRoom } from './room/room'

// An application's id as the store makes them (crypto.randomUUID); anything else names none.
const application = `/:id{${uuidPattern}}`

/**
 * The room of applications, under the inbox's guard (mounted at /inbox/applications;
 * docs/inbox.md, "Applications"):
 *
 *   GET  /                    a cohort's applications: ?cohort=<start date> &stage=… &q=… &view=board &after=…
 *   GET  /funnel              per cohort, how many reached each step, and by how they heard
 *   GET  /<id>                what the applicant sent, the move form, conversation, history, notes
 *   POST /<id>/note           note=…&key=…: an internal note in its history            → 303
 *   POST /<id>/move           from=…&to=…&message=yes: the preview (nothing changes)   → 200
 *                             …&key=…&confirm=send&subject=…&body=…: moved, mail queued → 303
 *                             …&key=…&confirm=move: moved, nothing sent                 → 303
 *                             the application left `from` meanwhile: nothing done      → 409
 *   POST /<id>/call/cancel    booking=<id>: the confirmation (nothing changes)         → 200
 *                             …&confirm=cancel: cancelled, the applicant mailed        → 303
 *                             the call changed meanwhile: nothing done                 → 409
 */
const applications = new Hono<InboxEnv>()
  .get('/', renderRoom)
  .get('/funnel', renderFunnel)
  .get(application, (c) => renderApplication(c, c.req.param('id')))
  .post(`${application}/note`, (c) => postApplicationNote(c, c.req.param('id')))
  .post(`${application}/move`, (c) => postMove(c, c.req.param('id')))
  .post(`${application}/call/cancel`, (c) => postCallCancel(c, c.req.param('id')))

export default applications
