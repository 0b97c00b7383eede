// The parts of the applicant's page: its cards, the booked call in both zones, and the
// conversation, each line of a message kept.
import { Fragment, type ReactNode } from 'react'
import { applicationPageContent } from '../../content/application-page'
import type { ApplicantView } from './read'
import { callTimeIn, entryTimeIn } from './times'

const text = applicationPageContent

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
/** The card that asks for something first: the hero's colour. */
export const askingCard = 'rounded-2xl border border-brand-100 bg-brand-50 p-6 shadow-sm sm:p-8'
const heading = 'text-2xl font-bold tracking-tight text-ink'
export const link =
  'focusable font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'
export const button =
  'focusable inline-flex items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export function Call({
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

export function Conversation({ entries, timeZone }: Pick<ApplicantView, 'entries' | 'timeZone'>) {
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
