/**
 * Leaving a waiting list from the link in its announcement, without signing in (RFC 8058):
 *
 *   GET  /unsubscribe/<token>   a page naming the list, with a button that POSTs here
 *   POST /unsubscribe/<token>   erases the sign-up the token names (its outbox row goes with it)
 *
 * The POST is what a mail client's one-click sends (body `List-Unsubscribe=One-Click`, no cookies,
 * from no page of ours), so the signed token is the only authority and no origin is checked. A GET
 * never erases: link scanners and previews open links. Both answer alike whether the address is
 * still on the list or not; a token this worker did not sign is refused before the database is
 * asked. Nothing here is cached or indexed.
 */
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { announcementContent } from '../../shared/content/announcement'
import type { AppEnv } from '../env'
import { announcementSettings } from './settings'
import { signupOfToken } from './unsubscribe-token'

const text = announcementContent.unsubscribe

/** The sign-up a request's token names, or null (forged, malformed, or the feature is off). */
async function signupOf(c: Context<AppEnv>) {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return null
  return signupOfToken(settings.secret, c.req.param('token') ?? '')
}

function page(c: Context<AppEnv>, heading: string, body: React.ReactNode, status: 200 | 404) {
  c.status(status)
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex, nofollow')
  return c.render(
    <div className="container py-16">
      <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{heading}</h1>
        {body}
      </section>
    </div>,
    { meta: text.meta, noindex: true },
  )
}

const invalid = (c: Context<AppEnv>) =>
  page(
    c,
    text.invalidHeading,
    <>
      <p className="mt-3 text-ink-muted">{text.invalid}</p>
      <a
        href="/contact"
        className="focusable mt-6 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {text.contact}
      </a>
    </>,
    404,
  )

const unsubscribe = new Hono<AppEnv>()
  .use(bodyLimit({ maxSize: 1024, onError: (c) => c.text('Too large', 413) }))
  .get('/:token', async (c) => {
    const signup = await signupOf(c)
    if (!signup) return invalid(c)
    return page(
      c,
      text.heading,
      <>
        <p className="mt-3 text-ink-muted">{text.text(signup.offering)}</p>
        <form method="post" className="mt-6">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button
            type="submit"
            className="focusable inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {text.confirm}
          </button>
        </form>
      </>,
      200,
    )
  })
  .post('/:token', async (c) => {
    const signup = await signupOf(c)
    if (!signup) return invalid(c)
    await c.env.DB.prepare('DELETE FROM waitlist_signups WHERE id = ? AND offering = ?')
      .bind(signup.signupId, signup.offering)
      .run()
    return page(
      c,
      text.doneHeading,
      <p className="mt-3 text-ink-muted">{text.done(signup.offering)}</p>,
      200,
    )
  })

export default unsubscribe
