// Where an application stands (migrations/0018_applications.sql, its CHECK): the names in order,
// and the words staff and applicants read for each. Every part that names a stage reads it here.

/** The stages in the order an application goes through them, then the two ways it ends early. */
export const applicationStages = [
  'applied',
  'call-booked',
  'call-held',
  'technical-check',
  'offer',
  'enrolled',
  'declined',
  'withdrawn',
] as const

/** A stage's name as stored. */
export type ApplicationStage = (typeof applicationStages)[number]

export const isApplicationStage = (value: unknown): value is ApplicationStage =>
  applicationStages.includes(value as ApplicationStage)

/** Each stage as people read it. */
export const applicationStageLabels = {
  applied: 'Applied',
  'call-booked': 'Call booked',
  'call-held': 'Call held',
  'technical-check': 'Technical check',
  offer: 'Offer',
  enrolled: 'Enrolled',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const satisfies Record<ApplicationStage, string>
