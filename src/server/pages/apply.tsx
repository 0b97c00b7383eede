import type { Context } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { turnstileScript } from '../../client/turnstile-widget'
import type { ApplicationFormProps } from '../../shared/application-form'
import { addressText } from '../../shared/content/address-check'
import { applyContent } from '../../shared/content/admissions/apply'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import { applicationFormFields, fieldsForBrowser } from '../applications/form-fields'
import { cohortChoices } from '../applications/open-cohorts'
import { Island } from '../components/island'
import { PageHero } from '../components/page-hero'
import { SentConfirmation } from '../components/sent-confirmation'
import type { AppEnv } from '../settings/env'
import { factsOf } from '../site-content/facts'

const text = applyContent
const formId = 'application-form'

/** Beside the form: what follows an application. */
function NextStepsCard() {
  return (
    <aside aria-labelledby="apply-steps" className="card h-fit">
      <h2 id="apply-steps" className="text-lg font-bold text-ink">
        {text.steps.heading}
      </h2>
      <ol className="mt-4 grid list-decimal gap-3 pl-5 text-ink-muted">
        {text.steps.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </aside>
  )
}

/** No cohort takes applications: the page says so and where to ask instead. */
function NoCohortOpen() {
  return (
    <div className="container py-14">
      <section className="card max-w-2xl">
        <h2 className="text-xl font-bold text-ink">{text.closedTitle}</h2>
        <p className="mt-2 text-ink-muted">{text.closed}</p>
        <a
          href={text.closedLink.href}
          className="focusable mt-4 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {text.closedLink.label}
        </a>
      </section>
    </div>
  )
}

/**
 * Apply (/apply): the cohorts open for applications and the application form, beside what
 * happens next. After an application sent without JavaScript, its confirmation leads the page.
 */
export function ApplyPage({
  form,
  sent,
}: {
  form: Omit<ApplicationFormProps, 'text'> | undefined
  sent?: 'received' | 'duplicate'
}) {
  const words = text.form
  return (
    <>
      {sent && (
        <SentConfirmation
          sent={sent === 'duplicate' ? words.duplicate : words.sent}
          nextSteps={sent === 'duplicate' ? words.duplicateDetail : words.nextSteps}
          another={text.sentPage.another}
          formId={formId}
        />
      )}
      <PageHero title={text.title} intro={text.intro} />
      {form ? (
        <div className="container grid gap-10 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <div
            id={formId}
            className="max-w-2xl scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:max-w-none"
          >
            <Island
              name="application-form"
              props={{ text: words, ...form }}
              browserProps={{ text: words, ...form, fields: fieldsForBrowser(form.fields) }}
            />
          </div>
          <NextStepsCard />
        </div>
      ) : (
        <NoCohortOpen />
      )}
    </>
  )
}

/** What /apply shows: the form as first met, after an application, or answering a post. */
export type ApplyPageState =
  | { kind: 'form'; cohort?: string }
  | { kind: 'received' | 'duplicate'; cohort?: string }
  | {
      kind: 'answer' | 'check'
      cohort?: string
      initial: NonNullable<ApplicationFormProps['initial']>
    }

/**
 * Renders /apply from the cohorts open at this instant (the published facts), the one asked for
 * chosen (`?cohort=<start date>`, or what a refused post had chosen; the first otherwise). Only
 * the page itself is indexed; a page answering a post says so first in its title.
 */
export function renderApplyPage(
  c: Context<AppEnv>,
  state: ApplyPageState,
  status: StatusCode = 200,
) {
  const { CONTACT_API_ORIGIN: apiBase = '', TURNSTILE_SITE_KEY: turnstileSiteKey } = c.env
  const cohorts = cohortChoices(factsOf(c.var.content))
  const chosen = cohorts.find((cohort) => cohort.startDate === state.cohort) ?? cohorts[0]
  const values = 'initial' in state ? state.initial.values : undefined
  const form = chosen && {
    fields: applicationFormFields(cohorts, chosen.startDate, values),
    apiBase,
    action: routes.apply.path,
    ...(turnstileSiteKey && { turnstileSiteKey }),
    ...('initial' in state && { initial: state.initial }),
  }
  const prefix = {
    form: '',
    received: text.sentPage.titlePrefix,
    duplicate: text.duplicatePage.titlePrefix,
    answer: site.errorTitlePrefix,
    check: addressText.checkTitlePrefix,
  }[state.kind]
  const sent = state.kind === 'received' || state.kind === 'duplicate' ? state.kind : undefined
  c.status(status)
  return c.render(<ApplyPage form={form} {...(sent && { sent })} />, {
    meta: { ...text.meta, title: `${prefix}${text.meta.title}` },
    hydrate: form !== undefined,
    noindex: state.kind !== 'form',
    scripts: form && turnstileSiteKey ? [turnstileScript] : [],
  })
}
