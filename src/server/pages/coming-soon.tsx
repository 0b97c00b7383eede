import type { Context } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { addressText } from '../../shared/content/address-check'
import type { ComingSoonContent } from '../../shared/content/page-types'
import type { ProposalFormProps } from '../../shared/proposal/form'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import type { WaitlistFormProps } from '../../shared/waitlist-fields'
import { CheckList } from '../components/check-list'
import { Island } from '../components/island'
import { PageHero } from '../components/page-hero'
import { ProposalSection } from '../proposals/proposal-section'
import type { AppEnv } from '../settings/env'
import { factsOf } from '../site-content/facts'

type ComingSoonPageProps = { content: ComingSoonContent } & Omit<
  WaitlistFormProps,
  'text' | 'offering'
> & {
    turnstileSiteKey: string | undefined
    proposal: ProposalFormProps['initial']
  }

/**
 * Corporate (/corporate) and Technical (/technical): the spec's heading, then what is planned (the
 * home card's five items), "Talk to us now" for a team that needs help today, a short form to
 * hear, once, when the offering opens, and a company's request for a proposal, its topics the
 * planned items.
 */
export function ComingSoonPage({
  content,
  turnstileSiteKey,
  proposal,
  ...form
}: ComingSoonPageProps) {
  const props: WaitlistFormProps = { text: content.waitlist, offering: content.offering, ...form }
  const plannedId = `planned-${content.offering}-heading`
  return (
    <>
      <PageHero title={content.heading} intro={content.intro} actions={content.actions} />
      <div className="container grid gap-10 py-14 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby={plannedId}>
          <h2 id={plannedId} className="text-2xl font-bold tracking-tight text-ink">
            {content.planned.heading}
          </h2>
          <CheckList items={content.planned.items} className="mt-6 space-y-3 text-lg" />
        </section>
        <section
          id="waitlist"
          aria-labelledby={`waitlist-${content.offering}-heading`}
          className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:max-w-none"
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
      <ProposalSection
        offering={content.offering}
        topics={content.planned.items}
        apiBase={form.apiBase}
        turnstileSiteKey={turnstileSiteKey}
        initial={proposal}
      />
    </>
  )
}

/**
 * Renders an offering's page, as itself or as the answer to a sign-up or a proposal request posted
 * without JavaScript (`proposal`); a refused post's page says "Error:" first in its title, one
 * that asks about the address says so, and both are kept out of search indexes.
 */
export function renderComingSoonPage(
  c: Context<AppEnv>,
  content: ComingSoonContent,
  initial?: WaitlistFormProps['initial'],
  status: StatusCode = 200,
  proposal?: ProposalFormProps['initial'],
) {
  const answered = initial ?? proposal
  const refused = answered?.outcome !== undefined && answered.outcome !== 'sent'
  const asking = answered !== undefined && answered.outcome === undefined
  const prefix = refused ? site.errorTitlePrefix : asking ? addressText.checkTitlePrefix : ''
  const { meta } = content
  // The planned items as the school last published them.
  const items = factsOf(c.var.content).offerings?.[content.offering]?.items
  c.status(status)
  return c.render(
    <ComingSoonPage
      content={items ? { ...content, planned: { ...content.planned, items } } : content}
      apiBase={c.env.CONTACT_API_ORIGIN ?? ''}
      action={routes[content.offering].path}
      turnstileSiteKey={c.env.TURNSTILE_SITE_KEY}
      proposal={proposal}
      {...(initial && { initial })}
    />,
    {
      meta: { ...meta, title: `${prefix}${meta.title}` },
      hydrate: true,
      noindex: refused || asking,
    },
  )
}
