import { Hono } from 'hono'
import { uuidPattern } from '../../utils/uuid'
import type { InboxEnv } from '../access/guard'
import { renderApplication } from './application-page'
import { postApplicationNote } from './notes'
import { renderRoom } from './room'

// An application's id as the store makes them (crypto.randomUUID); anything else names none.
const application = `/:id{${uuidPattern}}`

/**
 * The room of applications, under the inbox's guard (mounted at /inbox/applications;
 * docs/inbox.md, "Applications"):
 *
 *   GET  /                    a cohort's applications: ?cohort=<start date> &stage=… &q=… &view=board &after=…
 *   GET  /<id>                what the applicant sent, the move form, conversation, history, notes
 *   POST /<id>/note           note=…&key=…: an internal note in its history            → 303
 */
const applications = new Hono<InboxEnv>()
  .get('/', renderRoom)
  .get(application, (c) => renderApplication(c, c.req.param('id')))
  .post(`${application}/note`, (c) => postApplicationNote(c, c.req.param('id')))

export default applications
