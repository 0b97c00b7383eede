// The site's public pages as a visitor gets them, asked from inside the worker: the preview
// renders one with the drafts, the live check asks each which version it serves. The same app,
// middleware and components as the public routes (index.ts adds only what wraps every answer).

import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../../settings/env'
import { renderer } from '../../web/renderer'
import site from '../../web/site'

const publicSite = new Hono<AppEnv>().use(renderer).route('/', site)

/** The public site's answer to `request`, from this isolate, as the inbox's request's context. */
export function askPublicSite(c: Context, request: Request): Promise<Response> {
  let ctx: Context['executionCtx'] | undefined
  try {
    ctx = c.executionCtx
  } catch {
    // A unit test calling app.request without one.
  }
  return Promise.resolve(publicSite.fetch(request, c.env, ctx))
}
