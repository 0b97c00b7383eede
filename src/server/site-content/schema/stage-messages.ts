import { applicationStageLabels } from '../../../shared/content/admissions/application-stages.ts'
import type { messageStages } from '../../content/stage-messages.ts'
import { contentGroup } from './declare/content-group.ts'
import { fieldSet, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/** Longest subject and message a stage's template may hold. */
export const stageMessageLimits = { subject: 150, body: 5000 } as const

const hint =
  'Filled in for each applicant: {firstName}, {cohort} (“the cohort starting March 2, 2027”), {startDate}, {callTime} (the booked call in their time zone).'

const stageMessage = (stage: (typeof messageStages)[number]) =>
  requiredToPublish(
    fieldSet(applicationStageLabels[stage], {
      subject: requiredToPublish(field.line('Subject', stageMessageLimits.subject)),
      body: requiredToPublish(field.paragraphs('Message', stageMessageLimits.body, { hint })),
    }),
  )

/**
 * The message staff may send an applicant with a move to each stage (docs/inbox.md,
 * "Applications"): a subject and a body with placeholders. Read by the move's preview; until
 * published, the code's own words (src/server/content/stage-messages.ts).
 */
export const stageMessages = contentGroup({
  title: 'Stage messages',
  noun: 'The stage messages',
  fields: () => ({
    'call-booked': stageMessage('call-booked'),
    'call-held': stageMessage('call-held'),
    'technical-check': stageMessage('technical-check'),
    offer: stageMessage('offer'),
    enrolled: stageMessage('enrolled'),
    declined: stageMessage('declined'),
    withdrawn: stageMessage('withdrawn'),
  }),
})
