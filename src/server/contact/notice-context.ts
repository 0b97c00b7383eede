// Where and when, as staff read a notice (docs/architecture.md, "What a notice to staff says"):
// times in the inbox's zone (INBOX_TIME_ZONE), as the inbox shows them, and a link to the message's
// page in the inbox on the site's origin (SITE_ORIGIN, https as for announcements' links). A retry
// runs in the cron, with no request to take an origin from: without SITE_ORIGIN a notice has no
// link (the visitor's name, address and the message's id still say which it is).
import { staffNoticeContent } from '../content/staff-notices.ts'
import { linkOrigin } from '../settings/announcement.ts'
import type { OptionalBindings } from '../settings/env.ts'
import { inboxTimeZone, schoolDateTime } from '../settings/time-zone.ts'

/** The site's origin for links (null: none known) and the inbox's zone. */
export type NoticeContext = { origin: string | null; zone: string }

export function noticeContext(env: OptionalBindings): NoticeContext {
  const link = linkOrigin(env.SITE_ORIGIN)
  return {
    origin: 'origin' in link ? link.origin : null,
    zone: inboxTimeZone(env.INBOX_TIME_ZONE),
  }
}

/** A stored time as staff read it in the inbox: "23 Nov 2026, 11:05 CET". */
export const noticeTime = (context: NoticeContext, iso: string) =>
  schoolDateTime(context.zone).format(new Date(iso))

/** The line that opens a message's page in the inbox, or none without the site's origin. */
export const inboxLinkLines = (context: NoticeContext, messageId: string) =>
  context.origin ? [staffNoticeContent.inboxLink(`${context.origin}/inbox/${messageId}`)] : []
