import { reactRenderer } from '@hono/react-renderer'
import type { Context } from 'hono'
import type { Bindings } from '../settings/env'
import { inboxTimeZone } from '../settings/time-zone'
import type { CeilingStatus } from '../unasked-mail/ceiling-status'
import { CeilingNotice } from './views/ceiling-notice'
import { InboxDocument } from './views/inbox-document'
import { InboxClockContext } from './views/when'

/**
 * The inbox's own renderer: staff pages in their own layout (no public navigation, the signed-in
 * email in the header), with no speculation rules and no island. Every time on the page is read
 * in the school's zone against one "now" (views/when.tsx), and the tab's title starts with how
 * many messages are New; a day in which the ceiling on confirmation mails held some back is said
 * above every page (ceiling-reached.ts).
 *
 * Rendered whole to a string, not streamed as the site's pages are: a page's data is read before
 * it renders, so a stream would send nothing sooner, and React's streaming renderer encodes every
 * tag, attribute and text to bytes one by one, which made a list page of 50 rows cost about twice
 * the CPU. Every millisecond a page renders, a visitor's contact post waits on the same isolate
 * (docs/decisions.md, "A page costs little to render").
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
  { stream: false },
)

/** Who is signed in; the local sign-in page renders before anyone is. */
function staffEmail(c: Context): string | undefined {
  return (c.get('staff') as { email: string } | undefined)?.email
}
