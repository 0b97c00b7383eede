import { reactRenderer } from '@hono/react-renderer'
import type { Context } from 'hono'
import { InboxDocument } from './views/inbox-document'

/**
 * The inbox's own renderer: staff pages in their own layout (no public navigation, the signed-in
 * email in the header), streamed like the site's, but with no speculation rules and no island.
 */
export const inboxRenderer = reactRenderer(
  ({ children, c, meta }) => (
    <InboxDocument title={meta.title} staffEmail={staffEmail(c)}>
      {children}
    </InboxDocument>
  ),
  { stream: true },
)

/** Who is signed in; the local sign-in page renders before anyone is. */
function staffEmail(c: Context): string | undefined {
  return (c.get('staff') as { email: string } | undefined)?.email
}
