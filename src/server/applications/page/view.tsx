// The applicant's page as it renders: the cohort, the stage and what happens next, the call once
// booked, the conversation, and the ways to withdraw or erase. Everything the applicant or staff
// typed is rendered as text (React escapes it).
import { Fragment, type ReactNode } from 'react'
import { longDate } from '../../components/fact-formats'
import { MailLinkAction } from '../../components/mail-link-page'
import { applicationPageContent } from '../../content/application-page'
import type { ApplicantView } from './read'
import { callTimeIn, entryTimeIn } from './times'
import { canWithdraw } from './withdraw'

const text = applicationPageContent

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
/** The card that asks for something first: the hero's colour. */
const askingCard = 'rounded-2xl border border-brand-100 bg-brand-50 p-6 shadow-sm sm:p-8'
const heading = 'text-2xl font-bold tracking-tight text-ink'
const link =
  'focusable font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'
const button =
  'focusable inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Call({
  call,
  timeZone,
  path,
}: {
  call: ApplicantView['call']
  timeZone: string
  path: string
}) {
  if (!call) return null
  return (
    <Card id="call" title={text.callHeading}>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm font-semibold text-ink-muted">{text.yourTime}</dt>
          <dd className="text-lg font-semibold text-ink">{callTimeIn(call.startsAt, timeZone)}</dd>
        </div>
        {call.timeZone !== timeZone && (
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{text.schoolTime}</dt>
            <dd className="text-ink-soft">{callTimeIn(call.startsAt, call.timeZone)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-ink-muted">{text.callLength(call.minutes)}</p>
      <p className="mt-6">
        <a href={`${path}/call.ics`} className={link}>
          {text.calendar}
        </a>
      </p>
    </Card>
  )
}

/** Text with its line breaks kept, as <br>s (no stylesheet rule the rest of the site does not need). */
function Lines({ text: lines }: { text: string }) {
  return lines.split('\n').map((line, index, all) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a body's lines have no identity but their place
    <Fragment key={index}>
      {line}
      {index < all.length - 1 && <br />}
    </Fragment>
  ))
}

function Conversation({ entries, timeZone }: Pick<ApplicantView, 'entries' | 'timeZone'>) {
  return (
    <Card id="messages" title={text.conversationHeading}>
      {entries.length === 0 ? (
        <p className="mt-3 text-ink-muted">{text.noMessages}</p>
      ) : (
        <ol className="mt-4 space-y-6">
          {entries.map((entry) => (
            <li
              key={`${entry.writtenAt} ${entry.subject}`}
              className="border-t border-slate-200 pt-6"
            >
              <p className="text-sm text-ink-muted">
                <span className="font-semibold text-ink">
                  {entry.kind === 'message' ? text.fromSchool : text.fromYou}
                </span>
                {' · '}
                <time dateTime={entry.writtenAt}>{entryTimeIn(entry.writtenAt, timeZone)}</time>
              </p>
              {entry.subject && <p className="mt-1 font-semibold text-ink">{entry.subject}</p>}
              <p className="mt-2 break-words text-ink-soft">
                <Lines text={entry.body} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}

/** The page of one application; `path` is its own signed path. */
export function ApplicantPage({ view, path }: { view: ApplicantView; path: string }) {
  const cohort = longDate(view.cohort)
  const stage = text.stages[view.stage]
  const bookable = view.stage === 'applied' && !view.call
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
