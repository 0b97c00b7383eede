import { proposalFormText, proposalSection } from '../../shared/content/proposals/request-form'
import type { Offering } from '../../shared/proposal/fields'
import type { ProposalFormProps } from '../../shared/proposal/form'
import { Island } from '../components/island'
import { proposalFormFields } from './form-fields'

/** Where the offering's form posts without JavaScript. */
export const proposalFormPath = (offering: Offering) => `/${offering}/proposal`

/**
 * "Request a proposal for your team" on an offering's page, below the plan and the waiting list:
 * what the school does with a request, and the form, its topics the page's own.
 */
export function ProposalSection({
  offering,
  topics,
  apiBase,
  turnstileSiteKey,
  initial,
}: {
  offering: Offering
  topics: readonly string[]
  apiBase: string
  turnstileSiteKey: string | undefined
  initial: ProposalFormProps['initial']
}) {
  const headingId = `proposal-${offering}-heading`
  const props: ProposalFormProps = {
    text: proposalFormText,
    offering,
    fields: proposalFormFields(topics, initial?.values),
    apiBase,
    action: proposalFormPath(offering),
    ...(turnstileSiteKey && { turnstileSiteKey }),
    ...(initial && { initial }),
  }
  return (
    <section
      id="proposal"
      aria-labelledby={headingId}
      className="container grid scroll-mt-20 gap-8 pb-16 lg:grid-cols-2 lg:items-start lg:gap-10"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
          {proposalSection.heading}
        </h2>
        <p className="mt-4 max-w-prose text-lg text-ink-muted">{proposalSection.intro}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Island name="proposal-form" props={props} />
      </div>
    </section>
  )
}
