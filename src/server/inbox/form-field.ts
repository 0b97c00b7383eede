import type { Context } from 'hono'
import type { InboxEnv } from './access/guard'

/** A form field of a url-encoded or multipart body, as text; undefined when absent or a file. */
export async function formField(c: Context<InboxEnv>, name: string): Promise<string | undefined> {
  const value = (await c.req.parseBody())[name]
  return typeof value === 'string' ? value : undefined
}
