// The applicant's page as it renders: the cohort, the stage and what happens next, the call once
// booked, the conversation, and the ways to withdraw or erase. Everything the applicant or staff
// typed is rendered as text (React escapes it).
import { longDate } from '../../components/fact-formats'
import { MailLinkAction } from '../../components/mail-link-page'
import { applicationPageContent } from '../../content/application-page'
import type { ApplicantView } from './read'
import { askingCard, button, Call, Card, Conversation, link } from './view-sections'
import { canWithdraw } from './withdraw'

const text = applicationPageContent

/** The page of one application; `path` is its own signed path. */
export function ApplicantPage({ view, path }: { view: ApplicantView; path: string }) {
  const cohort = longDate(view.cohort)
  const stage = text.stages[view.stage]
  const bookable = view.confirmed && view.stage === 'applied' && !view.call
  return (
    <div className="container py-12 md:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {text.heading}
          </h1>
          <p className="mt-3 text-lg text-ink-muted">{text.intro(cohort)}</p>
        </header>
        {!view.confirmed && (
          <section aria-label={text.confirm} className={askingCard}>
            <p className="font-semibold text-ink">{text.unconfirmed}</p>
            <MailLinkAction field={['confirm', 'yes']}>{text.confirm}</MailLinkAction>
          </section>
        )}
        <Card id="stage" title={text.stageHeading}>
          <p className="mt-4 inline-flex rounded-full border border-brand-100 bg-brand-50 px-4 py-1.5 font-semibold text-brand-700">
            {stage.label}
          </p>
          <p className="mt-4 leading-relaxed text-ink-soft">{stage.next(cohort)}</p>
          {bookable && (
            <p className="mt-6">
              <a href={`${path}/call`} className={button}>
                {text.bookCall}
              </a>
            </p>
          )}
        </Card>
        <Call call={view.call} timeZone={view.timeZone} path={path} />
        <Conversation entries={view.entries} timeZone={view.timeZone} />
        <section aria-labelledby="changes">
          <h2 id="changes" className="text-lg font-bold text-ink">
            {text.actionsHeading}
          </h2>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
            {canWithdraw(view.stage) && (
              <a href={`${path}/withdraw`} className={link}>
                {text.withdrawLink}
              </a>
            )}
            <a href={`${path}/erase`} className={link}>
              {text.eraseLink}
            </a>
          </p>
        </section>
      </div>
    </div>
  )
}
