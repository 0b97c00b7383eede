import { type Context, Hono } from 'hono'
import { uuid, uuidPattern } from '../../utils/uuid'
import type { InboxEnv } from '../access/guard'
import { proposalsContent as text } from '../content/proposals'
import { formField } from '../form-field'
import { readNote } from '../message/notes'
import { ProposalListPage } from './list-page'
import { proposalsCsv } from './proposal-export'
import {
  addProposalNote,
  listProposals,
  moveProposal,
  ProposalMoved,
  proposalMoveMade,
  proposalWithHistory,
  stageCounts,
} from './proposal-queries'
import { ProposalRequestPage } from './request-page'
import { isProposalStage } from './stages'

const meta = (title: string) => ({ title, description: '' })

/** A request's page, with what just happened (a move refused) and its status. */
async function renderRequest(c: Context<InboxEnv>, id: string, notice?: string, status = 200) {
  const found = await proposalWithHistory(c.env.DB, id)
  if (!found) return c.notFound()
  c.status(status as 200)
  return c.render(<ProposalRequestPage {...found} notice={notice} />, {
    meta: meta(found.request.company),
  })
}

/**
 * Companies' proposal requests, under the inbox's guard (mounted at /inbox/proposals):
 *
 *   GET  /                 the count at each stage, the requests newest first; ?stage=<stage>
 *   GET  /export.csv       every request as CSV (formulas a company typed stay text)
 *   GET  /<id>             what the request sent, its stage, history of moves and notes
 *   POST /<id>/stage       stage=<to>&seen=<stage shown>&key=<the form's one-time key>: moved
 *                          only from the stage seen → 303; the same form sent again moves
 *                          nothing → 303; moved meanwhile: 409, the page saying to where
 *   POST /<id>/note        note=…: a note in its history → 303
 */
const proposals = new Hono<InboxEnv>()
  .get('/', async (c) => {
    const asked = c.req.query('stage')
    const stage = isProposalStage(asked) ? asked : null
    const [counts, rows] = await Promise.all([
      stageCounts(c.env.DB),
      listProposals(c.env.DB, stage),
    ])
    return c.render(<ProposalListPage counts={counts} stage={stage} rows={rows} />, {
      meta: meta(text.title),
    })
  })
  .get('/export.csv', async (c) => {
    const date = new Date().toISOString().slice(0, 10)
    return c.body(await proposalsCsv(c.env.DB), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="proposals-${date}.csv"`,
    })
  })
  .get(`/:id{${uuidPattern}}`, (c) => renderRequest(c, c.req.param('id')))
  .post(`/:id{${uuidPattern}}/stage`, async (c) => {
    const id = c.req.param('id')
    const [to, seen] = [await formField(c, 'stage'), await formField(c, 'seen')]
    if (!isProposalStage(to) || !isProposalStage(seen)) return c.text('Unknown stage', 400)
    if (to === seen) return renderRequest(c, id, text.move.same, 400)
    const key = (await formField(c, 'key')) ?? ''
    if (!uuid.test(key)) return c.text(text.move.badKey, 400)
    const move = { id, seen, to, by: c.var.staff.email, key }
    try {
      await moveProposal(c.env.DB, move)
    } catch (error) {
      if (!(error instanceof ProposalMoved)) throw error
      if (!(await proposalMoveMade(c.env.DB, move))) {
        const current = await proposalWithHistory(c.env.DB, id)
        if (!current) return c.notFound()
        return renderRequest(c, id, text.move.raced(text.stages[current.request.stage]), 409)
      }
    }
    return c.redirect(`/inbox/proposals/${id}#history`, 303)
  })
  .post(`/:id{${uuidPattern}}/note`, async (c) => {
    const id = c.req.param('id')
    const read = readNote(await formField(c, 'note'))
    if ('refused' in read) return c.text(read.refused, 400)
    if (!(await addProposalNote(c.env.DB, id, read.note, c.var.staff.email))) return c.notFound()
    return c.redirect(`/inbox/proposals/${id}#history`, 303)
  })

export default proposals
