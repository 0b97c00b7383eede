import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { inboxContent } from '../content/inbox'
import { accessCookie, verifyAccessToken } from './access'
import { type InboxEnv, sameOriginPosts } from './guard'
import { SignInPage } from './sign-in-page'

const meta = { title: inboxContent.signIn.title, description: '' }

/**
 * /inbox/sign-in, for local runs only: it exists when the settings say so (a local key set on a
 * team domain that is not Access's; see access.ts), and is a 404 otherwise. It turns a pasted
 * token into the cookie Access would set, after the same verification every request gets: it
 * grants nothing a valid token does not. The token travels in a form body, never in a URL.
 */
const signIn = new Hono<InboxEnv>()
  .use(async (c, next) => (c.var.access.localSignIn ? next() : c.notFound()))
  .use(sameOriginPosts)
  .get('/', (c) => c.render(<SignInPage invalid={false} />, { meta }))
  .post('/', async (c) => {
    const token = (await c.req.parseBody()).token
    const staff =
      typeof token === 'string' ? await verifyAccessToken(token.trim(), c.var.access) : null
    if (typeof token !== 'string' || !staff) {
      c.status(403)
      return c.render(<SignInPage invalid />, { meta })
    }
    setCookie(c, accessCookie, token.trim(), {
      path: '/inbox',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    })
    return c.redirect('/inbox', 303)
  })

export default signIn
