// An announcement as staff typed it, read from the inbox's form: a one-line subject and plain
// text, both required and bounded. The inbox's body limit is derived from these maxima
// (inbox/access/body-limit.ts): the confirm step's hidden copy of any draft staff can type fits.

import { hasControlCharacters } from '../../shared/control-characters.ts'
import { announcementContent } from '../content/announcement.ts'

export const announcementLimits = { subject: 150, body: 4000 } as const

export type AnnouncementDraft = { subject: string; body: string }

const text = announcementContent.inbox

/**
 * The draft from a form's fields, or why it cannot be sent: a field missing, empty or too long, a
 * line break in the subject, or a control character (the rule of every form, C0, DEL and C1; the
 * text keeps its line breaks and tabs).
 */
export function readDraft(
  fields: Record<string, unknown>,
): { draft: AnnouncementDraft } | { refused: string } {
  const subject = typeof fields.subject === 'string' ? fields.subject.trim() : ''
  // Line endings as the browser sends them (CRLF) become \n; trailing space is dropped.
  const body = typeof fields.body === 'string' ? fields.body.replace(/\r\n?/g, '\n').trimEnd() : ''
  if (!subject || subject.length > announcementLimits.subject || /[\r\n]/.test(subject)) {
    return { refused: text.invalid }
  }
  if (!body || body.length > announcementLimits.body) return { refused: text.invalid }
  if (hasControlCharacters(subject) || hasControlCharacters(body, '\n\t')) {
    return { refused: text.controls }
  }
  return { draft: { subject, body } }
}
