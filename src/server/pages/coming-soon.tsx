import type { Context } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import type { ComingSoonContent } from '../../shared/content/types'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import type { WaitlistFormProps } from '../../shared/waitlist-fields'
import { Island } from '../components/island'
import type { AppEnv } from '../env'

type ComingSoonPageProps = { content: ComingSoonContent } & Omit<
  WaitlistFormProps,
  'text' | 'offering'
>

/**
 * Corporate (/corporate) and Technical (/technical): the spec's heading, and under it a short form
 * to hear, once, when the offering opens.
 */
export function ComingSoonPage({ content, ...form }: ComingSoonPageProps) {
  const props: WaitlistFormProps = { text: content.waitlist, offering: content.offering, ...form }
  return (
    <div className="container flex min-h-[45vh] flex-col items-center justify-center gap-10 py-20">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl">
        {content.heading}
      </h1>
      <section
        aria-labelledby={`waitlist-${content.offering}-heading`}
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2
          id={`waitlist-${content.offering}-heading`}
          className="text-lg font-bold tracking-tight text-ink"
        >
          {content.waitlist.heading}
        </h2>
        <div className="mt-4">
          <Island name="waitlist-form" props={props} />
        </div>
      </section>
    </div>
  )
}

/**
 * Renders an offering's page, as itself or as the answer to a sign-up posted without JavaScript;
 * a refused post's page says "Error:" first in its title and is kept out of search indexes.
 */
export function renderComingSoonPage(
  c: Context<AppEnv>,
  content: ComingSoonContent,
  initial?: WaitlistFormProps['initial'],
  status: StatusCode = 200,
) {
  const refused = initial !== undefined && initial.outcome !== 'sent'
  const { meta } = content
  c.status(status)
  return c.render(
    <ComingSoonPage
      content={content}
      apiBase={c.env.CONTACT_API_ORIGIN ?? ''}
      action={routes[content.offering].path}
      {...(initial && { initial })}
    />,
    {
      meta: refused ? { ...meta, title: `${site.errorTitlePrefix}${meta.title}` } : meta,
      hydrate: true,
      noindex: refused,
    },
  )
}
