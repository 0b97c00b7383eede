import type { Context } from 'hono'
import type { AccessSettings } from '../../settings/access'
import { signInNeededContent as text } from '../content/sign-in-needed'

type Status = 401 | 403

/** Access's own sign-out, on every host it covers. */
const accessSignOut = '/cdn-cgi/access/logout'

function SignInNeeded({
  status,
  localSignIn,
  teamDomain,
}: {
  status: Status
  /** The local sign-in's address, on a local run; undefined behind Access. */
  localSignIn: string | undefined
  teamDomain: string
}) {
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{text.heading[status]}</h1>
      {localSignIn ? (
        <>
          <p className="mt-3 text-ink-soft">{text.local[status]}</p>
          <p className="mt-6">
            <a href={localSignIn} className="inbox-button-primary">
              {text.local.action}
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="mt-3 text-ink-soft">
            {text.access[status]}{' '}
            {status === 401 && (
              <a href={teamDomain} className="inbox-link">
                {new URL(teamDomain).host}
              </a>
            )}
          </p>
          {status === 403 && (
            <p className="mt-6">
              <a href={accessSignOut} className="inbox-button-primary">
                {text.access.signOut}
              </a>
            </p>
          )}
          <p className="mt-6 text-sm text-ink-muted">{text.access.help}</p>
        </>
      )}
    </section>
  )
}

/**
 * The refusal of a request without a good sign-in (401, or 403 for a token the inbox does not
 * accept), as a page with the next step. Which step follows the settings the guard read
 * (`access`): the local sign-in, returning to the page asked for, exists only with a development
 * key (access.ts, `localSignIn`); every other inbox is behind Access.
 */
export function signInNeeded(c: Context, access: AccessSettings, status: Status) {
  const asked = new URL(c.req.url)
  const next = `${asked.pathname}${asked.search}`
  const localSignIn = access.localSignIn
    ? `/inbox/sign-in?next=${encodeURIComponent(next)}`
    : undefined
  c.status(status)
  return c.render(
    <SignInNeeded status={status} localSignIn={localSignIn} teamDomain={access.issuer} />,
    { meta: { title: text.title, description: '' } },
  )
}
