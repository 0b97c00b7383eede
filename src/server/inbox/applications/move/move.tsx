// POST /inbox/applications/<id>/move: without `confirm`, the preview (nothing changes); with
// confirm=send the move and its message, with confirm=move the move alone, one batch each
// (move-statements.ts). Behind the inbox's guards: Access, same-origin posts only.

import type { Context } from 'hono'
import {
  type ApplicationStage,
  applicationStageLabels,
  isApplicationStage,
} from '../../../../shared/content/admissions/application-stages'
import { hasControlCharacters } from '../../../../shared/control-characters'
import { applicationMessageIdRead, startApplicationMessage } from '../../../applications/messages'
import { stageMessageLimits } from '../../../site-content/schema/stage-messages.ts'
import { uuid } from '../../../utils/uuid'
import type { InboxEnv } from '../../access/guard'
import { inboxApplicationsContent } from '../../content/applications'
import { type Application, applicationRecord } from '../application/application-queries'
import { MovePreview } from './move-preview'
import { moveApplication, StageMoved } from './move-statements'
import { isMessageStage, proposedMessage } from './stage-message'

const text = inboxApplicationsContent.move

/** A line or a text as typed (line ends made \n, trimmed), or why it cannot be sent. */
function readText(
  value: unknown,
  max: number,
  empty: string,
): { typed: string } | { refused: string } {
  const typed = typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''
  if (!typed) return { refused: empty }
  if (typed.length > max) return { refused: text.tooLong(max) }
  if (hasControlCharacters(typed, '\n\t')) return { refused: text.controls }
  return { typed }
}

/** The page for a move that lost: someone moved the application first (409). */
function lostPage(c: Context<InboxEnv>, application: Application) {
  c.status(409)
  return c.render(
    <section className="max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 p-6">
      <p role="alert" className="font-semibold text-amber-900">
        {text.lost(applicationStageLabels[application.stage])}
      </p>
      <a href={`/inbox/applications/${application.id}`} className="inbox-button mt-4">
        {inboxApplicationsContent.application.back}
      </a>
    </section>,
    { meta: { title: text.previewTitle, description: '' } },
  )
}

/**
 * Whether this form's move was made already: its one-time key on its message, or on this move
 * (the same application, stages and mover: the key alone, copied into another form, is not it).
 */
async function madeAlready(
  db: D1Database,
  key: string,
  move: { id: string; from: string; to: string; by: string },
) {
  const made = await db
    .prepare(
      `SELECT 1 FROM application_moves WHERE form_key = ?1 AND application_id = ?2
         AND from_stage = ?3 AND to_stage = ?4 AND moved_by = ?5
       UNION ALL SELECT 1 FROM application_entries WHERE dedupe_key = ?1`,
    )
    .bind(key, move.id, move.from, move.to, move.by)
    .first()
  return made !== null
}

export async function postMove(c: Context<InboxEnv>, id: string) {
  const form = await c.req.parseBody()
  const { from, to, confirm } = form
  if (!isApplicationStage(from) || !isApplicationStage(to)) return c.text(text.badStage, 400)
  if (from === to) return c.text(text.sameStage, 400)
  const record = await applicationRecord(c.env.DB, id)
  if (!record) return c.notFound()
  const { application } = record
  if (confirm !== 'send' && confirm !== 'move')
    return preview(c, application, from, to, form.message === 'yes')
  const key = typeof form.key === 'string' ? form.key : ''
  if (!uuid.test(key)) return c.text(text.badKey, 400)
  let message: { subject: string; body: string; dedupeKey: string } | undefined
  if (confirm === 'send') {
    const subject = readText(form.subject, stageMessageLimits.subject, text.emptySubject)
    const body = readText(form.body, stageMessageLimits.body, text.emptyBody)
    if ('refused' in subject) return c.text(subject.refused, 400)
    if ('refused' in body) return c.text(body.refused, 400)
    message = { subject: subject.typed, body: body.typed, dedupeKey: key }
  }
  const by = c.var.staff.email
  try {
    const now = new Date()
    await moveApplication(c.env.DB, { applicationId: id, from, to, by, now, key, message })
  } catch (error) {
    if (!(error instanceof StageMoved)) throw error
    if (await madeAlready(c.env.DB, key, { id, from, to, by })) {
      return c.redirect(`/inbox/applications/${id}?done=already`, 303)
    }
    const current = await applicationRecord(c.env.DB, id)
    return current ? lostPage(c, current.application) : c.notFound()
  }
  if (message) {
    // The stage's message goes at once; if this attempt cannot run, the cron sends it.
    const entry = await applicationMessageIdRead(c.env.DB, message.dedupeKey).first<{
      id: number
    }>()
    if (entry) startApplicationMessage(c.env, c.executionCtx, entry.id)
  }
  return c.redirect(`/inbox/applications/${id}?done=${message ? 'sent' : 'moved'}`, 303)
}

/** The preview: the move as it would be made, with the stage's message if one was asked for. */
async function preview(
  c: Context<InboxEnv>,
  application: Application,
  from: ApplicationStage,
  to: ApplicationStage,
  withMessage: boolean,
) {
  if (application.stage !== from) return lostPage(c, application)
  const message =
    withMessage && isMessageStage(to) ? await proposedMessage(c.env.DB, application, to) : null
  return c.render(
    <MovePreview
      id={application.id}
      name={application.name}
      email={application.email}
      from={from}
      to={to}
      message={message}
    />,
    { meta: { title: text.previewTitle, description: '' } },
  )
}
