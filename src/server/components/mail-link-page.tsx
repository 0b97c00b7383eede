// The page a link from one of the school's mails opens (unsubscribe, confirm a sign-up): one
// card, never cached, never indexed, and printed without its address (the link's token is in it).
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { PageMeta } from '../../shared/content/types'
import type { AppEnv } from '../settings/env'

const link =
  'focusable mt-6 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

const button =
  'focusable inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'

/** Renders the card with its heading and body, `no-store` and `noindex`. */
export function mailLinkPage(
  c: Context<AppEnv>,
  { meta, heading, status }: { meta: PageMeta; heading: string; status: 200 | 404 | 409 | 410 },
  body: ReactNode,
) {
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
    { meta, noindex: true },
  )
}

/** A paragraph of such a page. */
export const MailLinkText = ({ children }: { children: ReactNode }) => (
  <p className="mt-3 text-ink-muted">{children}</p>
)

/** A link of such a page, under its text. */
export const MailLinkLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href} className={link}>
    {children}
  </a>
)

/**
 * Such a page's one action: a form posting back to the link itself, with the field that says
 * what the post is (`List-Unsubscribe=One-Click`, `confirm=yes`) and the button's words.
 */
export const MailLinkAction = ({
  field: [name, value],
  children,
}: {
  field: readonly [string, string]
  children: ReactNode
}) => (
  <form method="post" className="mt-6">
    <input type="hidden" name={name} value={value} />
    <button type="submit" className={button}>
      {children}
    </button>
  </form>
)
