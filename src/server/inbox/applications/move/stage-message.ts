// The message a move to a stage proposes: the stage's template (as published in "Stage
// messages", else the code's own words) filled in from the application, its cohort and its call.

import { longDate } from '../../../components/fact-formats'
import {
  builtInStageMessages,
  type MessageStage,
  messageStages,
} from '../../../content/stage-messages'
import { readLiveContent } from '../../../site-content/live'
import { checkContent } from '../../../site-content/schema/index.ts'
import { inboxApplicationsContent } from '../../content/applications'
import type { Application } from '../application/application-queries'
import { fillPlaceholders, firstNameOf, type PlaceholderValues } from './fill-placeholders'

export const isMessageStage = (stage: string): stage is MessageStage =>
  messageStages.includes(stage as MessageStage)

/** The stage's template as staff published it, or the code's. */
async function templateOf(db: D1Database, stage: MessageStage) {
  const live = await readLiveContent(db)
  const checked = checkContent('stageMessages', 'publish', live.content.stageMessages)
  return checked.ok ? checked.content[stage] : builtInStageMessages[stage]
}

/** The start of the application's booked call (a UTC instant), if one is booked. */
async function bookedCallStart(db: D1Database, applicationId: string) {
  const row = await db
    .prepare(
      `SELECT s.starts_at FROM call_bookings b JOIN call_slots s ON s.id = b.slot_id
       WHERE b.application_id = ? AND b.cancelled_at IS NULL`,
    )
    .bind(applicationId)
    .first<{ starts_at: string }>()
  return row?.starts_at ?? null
}

/** An instant as the applicant reads it: in their own zone, named. */
export function inZone(instant: string, zone: string): string {
  const shown = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(instant))
  return `${shown} (${zone})`
}

/** What each placeholder stands for in this application's messages. */
export async function placeholderValues(
  db: D1Database,
  application: Application,
): Promise<PlaceholderValues> {
  const call = await bookedCallStart(db, application.id)
  const startDate = longDate(application.cohort)
  return {
    firstName: firstNameOf(application.name),
    cohort: inboxApplicationsContent.move.cohortPhrase(startDate),
    startDate,
    callTime: call ? inZone(call, application.time_zone) : inboxApplicationsContent.move.noCall,
  }
}

/** The message proposed for a move to `stage`, filled in for the applicant. */
export async function proposedMessage(
  db: D1Database,
  application: Application,
  stage: MessageStage,
) {
  const [template, values] = await Promise.all([
    templateOf(db, stage),
    placeholderValues(db, application),
  ])
  return {
    subject: fillPlaceholders(template.subject, values),
    body: fillPlaceholders(template.body, values),
  }
}
