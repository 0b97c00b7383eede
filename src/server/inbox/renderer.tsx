import { reactRenderer } from '@hono/react-renderer'
import type { Context } from 'hono'
import type { Bindings } from '../env'
import type { CeilingStatus } from '../unasked-mail/ceiling-status'
import { inboxTimeZone } from './time-zone'
import { CeilingNotice } from './views/ceiling-notice'
import { InboxDocument } from './views/inbox-document'
import { InboxClockContext } from './views/when'

/**
 * The inbox's own renderer: staff pages in their own layout (no public navigation, the signed-in
 * email in the header), streamed like the site's, but with no speculation rules and no island.
 * Every time on the page is read in the school's zone against one "now" (views/when.tsx), and
 * the tab's title starts with how many messages are New; a day in which the ceiling on
 * confirmation mails held some back is said above every page (ceiling-reached.ts).
 */
export const inboxRenderer = reactRenderer(
  ({ children, c, meta }) => {
    const waiting = c.get('newMessages') as number | undefined
    const ceiling = c.get('ceilingReached') as CeilingStatus | null | undefined
    const clock = { zone: inboxTimeZone((c.env as Bindings).INBOX_TIME_ZONE), now: new Date() }
    return (
      <InboxDocument
        title={waiting ? `(${waiting}) ${meta.title}` : meta.title}
        staffEmail={staffEmail(c)}
      >
        <InboxClockContext value={clock}>
          {ceiling && <CeilingNotice status={ceiling} />}
          {children}
        </InboxClockContext>
      </InboxDocument>
    )
  },
  { stream: true },
)

/** Who is signed in; the local sign-in page renders before anyone is. */
function staffEmail(c: Context): string | undefined {
  return (c.get('staff') as { email: string } | undefined)?.email
}
