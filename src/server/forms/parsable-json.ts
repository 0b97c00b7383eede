import type { MiddlewareHandler } from 'hono'

/**
 * 400 naming every field when a JSON body does not parse: malformed or empty, it holds none.
 * `everyField` is the endpoint's own "all required" errors.
 */
export const parsableJson =
  (everyField: Record<string, string>): MiddlewareHandler =>
  async (c, next) => {
    try {
      await c.req.json() // cached: the validator reads the same parse
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error
      return c.json({ error: 'The body is not valid JSON', fields: everyField }, 400)
    }
    await next()
  }
