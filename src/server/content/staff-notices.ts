import type { About } from '../../shared/contact-about.ts'
import { contactContent } from '../../shared/content/contact.ts'

/**
 * What every notice to staff carries besides its news (docs/architecture.md, "What a notice to
 * staff says"): what the message is about in the subject, and where to open it in the inbox.
 */
export const staffNoticeContent = {
  /** The topic as the form offered it, after the subject's own words. */
  subject: (subject: string, about: About | null | undefined) =>
    `${subject} · ${contactContent.form.aboutWords[about ?? 'general']}`,
  /** The message's page in the inbox, behind Access like every inbox page. */
  inboxLink: (url: string) => `Open it in the inbox: ${url}`,
} as const
