import type { Context } from 'hono'
import { signedOutContent } from '../content/signed-out'
import type { InboxEnv } from './inbox-env'
import { SignedOutPage } from './signed-out-page'
import { groupForm, typedText } from './typed-text'

const meta = { title: signedOutContent.title, description: '' }

/**
 * Where signing in again should lead: the page the form was on (its Referer, which the inbox's
 * `same-origin` referrer policy sends, when it is an inbox page), else the page above the action posted to
 * (a content group's form posts to its own path).
 */
function formPage(c: Context<InboxEnv>): string {
  const own = new URL(c.req.url)
  try {
    const from = new URL(c.req.header('Referer') ?? '')
    if (from.origin === own.origin && /^\/inbox(\/|$)/.test(from.pathname))
      return `${from.pathname}${from.search}`
  } catch {
    // No Referer, or not a URL: the page above the action.
  }
  return groupForm.test(own.pathname)
    ? own.pathname
    : own.pathname.replace(/\/[^/]*$/, '') || '/inbox'
}

/**
 * The answer to a same-origin form post without a good sign-in (docs/inbox.md, "Signed out while typing"): a
 * page saying nothing was saved, with a way to sign in again that returns to the form and what
 * was typed to copy. The post is never trusted: it is read only for its typed text (within the
 * inbox's body limit), never stored, and a file in it is never read back.
 */
export async function signedOutPage(c: Context<InboxEnv>, status: 401 | 403) {
  let posted: Record<string, unknown> = {}
  try {
    posted = await c.req.parseBody()
  } catch {
    // A body that is not a form holds nothing to give back.
  }
  const back = formPage(c)
  const signIn = c.var.access.localSignIn ? `/inbox/sign-in?next=${encodeURIComponent(back)}` : back
  c.status(status)
  return c.render(<SignedOutPage signIn={signIn} typed={typedText(c.req.path, posted)} />, {
    meta,
  })
}
