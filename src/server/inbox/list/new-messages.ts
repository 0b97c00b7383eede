import type { MiddlewareHandler } from 'hono'
import type { InboxEnv } from '../access/guard'

declare module 'hono' {
  interface ContextVariableMap {
    /** How many messages are New, for the tab's title ("(3) Inbox · …"); set on pages only. */
    newMessages: number
  }
}

/**
 * Reads the New count before a page renders, so every inbox tab says how much is waiting. The
 * count is the one the triggers keep (0003_inbox.sql): one row, whatever the inbox's size.
 * Posts and the CSV export render no page and skip it.
 */
export const newMessages: MiddlewareHandler<InboxEnv> = async (c, next) => {
  if (c.req.method === 'GET' && !c.req.path.endsWith('.csv')) {
    const row = await c.env.DB.prepare(
      "SELECT messages FROM contact_message_counts WHERE state = 'new'",
    ).first<{ messages: number }>()
    c.set('newMessages', row?.messages ?? 0)
  }
  await next()
}
