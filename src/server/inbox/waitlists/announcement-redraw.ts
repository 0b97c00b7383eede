import type { Offering } from '../../../shared/waitlist-fields'

/** What the waiting-lists page is asked to show again: a draft to change, or one refused. */
export type AnnouncementRedraw = {
  offering: Offering
  draft: { subject: string; body: string }
  error?: string
}
