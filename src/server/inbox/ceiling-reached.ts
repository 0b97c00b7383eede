import type { MiddlewareHandler } from 'hono'
import { confirmationCeiling } from '../unasked-mail/ceiling'
import { type CeilingStatus, ceilingStatus } from '../unasked-mail/ceiling-status'
import type { InboxEnv } from './access/guard'

declare module 'hono' {
  interface ContextVariableMap {
    /** The ceiling on confirmation mails, when it held some back in the last day; pages only. */
    ceilingReached: CeilingStatus | null
  }
}

/**
 * Reads, before a page renders, whether the ceiling on confirmation mails held any back in the
 * last day, so every inbox page can say so (docs/architecture.md, "A site-wide ceiling"). One
 * statement over at most a day of minutes. Posts and the CSV exports render no page and skip it.
 */
export const ceilingReached: MiddlewareHandler<InboxEnv> = async (c, next) => {
  if (c.req.method === 'GET' && !c.req.path.endsWith('.csv')) {
    const ceiling = confirmationCeiling(c.env.CONFIRMATION_MAILS_PER_HOUR)
    c.set('ceilingReached', await ceilingStatus(c.env.DB, new Date(), ceiling))
  }
  await next()
}
