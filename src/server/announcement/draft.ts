// An announcement as staff typed it, read from the inbox's form: a one-line subject and plain
// text, both required and bounded. The inbox's body limit is derived from these maxima
// (inbox/body-limit.ts): the confirm step's hidden copy of any draft staff can type fits.
export const announcementLimits = { subject: 150, body: 4000 } as const

export type AnnouncementDraft = { subject: string; body: string }

/** The draft from a form's fields, or null when a field is missing, empty or too long. */
export function readDraft(fields: Record<string, unknown>): AnnouncementDraft | null {
  const subject = typeof fields.subject === 'string' ? fields.subject.trim() : ''
  // Line endings as the browser sends them (CRLF) become \n; trailing space is dropped.
  const body = typeof fields.body === 'string' ? fields.body.replace(/\r\n?/g, '\n').trimEnd() : ''
  if (!subject || subject.length > announcementLimits.subject || /[\r\n]/.test(subject)) return null
  if (!body.trim() || body.length > announcementLimits.body) return null
  return { subject, body }
}
