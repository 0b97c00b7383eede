import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import type { AccessSettings } from '../../settings/access'
import { inboxContent } from '../content/inbox'
import { accessCookie, checkAccessToken } from './access'
import { type InboxEnv, sameOriginPosts } from './guard'
import { SignInPage } from './sign-in-page'

const meta = { title: inboxContent.signIn.title, description: '' }

/** Where a sign-in returns: an inbox page on this site it was asked for, else the inbox. */
function returnPath(next: unknown, own: string): string {
  if (typeof next !== 'string') return '/inbox'
  try {
    const to = new URL(next, own)
    const inbox = to.origin === new URL(own).origin && /^\/inbox(\/|$)/.test(to.pathname)
    return inbox ? `${to.pathname}${to.search}` : '/inbox'
  } catch {
    return '/inbox'
  }
}

/** A pasted token, trimmed, when every inbox request would accept it (checkAccessToken). */
async function acceptedToken(token: unknown, access: AccessSettings): Promise<string | null> {
  if (typeof token !== 'string') return null
  const checked = await checkAccessToken(token.trim(), access)
  return 'staff' in checked ? token.trim() : null
}

/**
 * /inbox/sign-in, for local runs only: it exists when the settings say so (a local key set on a
 * team domain that is not Access's; see access.ts), and is a 404 otherwise. It turns a pasted
 * token into the cookie Access would set, after the same verification every request gets: it
 * grants nothing a valid token does not. The token travels in a form body, never in a URL; `next`
 * (an inbox page, such as the form a signed-out post came from) is where it returns.
 */
const signIn = new Hono<InboxEnv>()
  .use(async (c, next) => (c.var.access.localSignIn ? next() : c.notFound()))
  .use(sameOriginPosts)
  .get('/', (c) => {
    const next = returnPath(c.req.query('next'), c.req.url)
    return c.render(<SignInPage invalid={false} next={next} />, { meta })
  })
  .post('/', async (c) => {
    const fields = await c.req.parseBody()
    const next = returnPath(fields.next, c.req.url)
    const token = await acceptedToken(fields.token, c.var.access)
    if (!token) {
      c.status(403)
      return c.render(<SignInPage invalid next={next} />, { meta })
    }
    setCookie(c, accessCookie, token, {
      path: '/inbox',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    })
    return c.redirect(next, 303)
  })

export default signIn
