import { preinitModule } from 'react-dom'
import type { SessionFacts } from '../../../shared/content/facts'
import { factsText } from '../../../shared/content/facts-text'
import { weekdays } from '../../../shared/content/weekdays'
import {
  type CohortSpan,
  inWeekOrder,
  offsetsOver,
  sessionRuns,
} from '../../site-content/session-times'
import { clientAssets } from '../../web/assets'
import { clockTime, monthDay } from '../fact-formats'

const text = factsText.nextCohort

/** A session's hours, one "PM" for both ends when they share it: "6:30–9:30 PM". */
function hoursText(from: string, to: string): string {
  const [start, end] = [clockTime(from), clockTime(to)]
  // The space before AM/PM may be a narrow one: compare and cut the last three characters.
  return start.slice(-2) === end.slice(-2) ? `${start.slice(0, -3)}–${end}` : `${start}–${end}`
}

/** "Mon 6:30–9:30 PM". */
const sessionText = (session: SessionFacts) =>
  `${weekdays[session.day].short} ${hoursText(session.from, session.to)}`

/** "UTC+1", "UTC−5", "UTC+5:30", "UTC" for none. */
function utcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC'
  const size = Math.abs(minutes)
  const rest = size % 60
  return `UTC${minutes > 0 ? '+' : '−'}${Math.floor(size / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/**
 * The school's zone as a visitor without JavaScript reads it, with its offset and each change of
 * it during the cohort: "Berlin time, UTC+1 (UTC+2 from March 28)".
 */
export function zoneLine(span: CohortSpan): string {
  const { timeZone } = span
  const [first, ...changes] = offsetsOver(span)
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ')
  const name =
    timeZone === 'UTC' ? 'UTC' : text.zone(city ?? timeZone, utcOffset(first?.minutes ?? 0))
  if (changes.length === 0) return name
  const said = changes.map((change) =>
    text.zoneChange(utcOffset(change.minutes), monthDay(change.from)),
  )
  return `${name} (${said.join(', ')})`
}

/** A session's weeks for the browser: `start,weeks,minutes,school offset` runs, `;` apart. */
function runsOf(session: SessionFacts, span: CohortSpan): string {
  return sessionRuns(session, span)
    .map((run) => [run.start, run.weeks, run.minutes, run.offset].join(','))
    .join(';')
}

/**
 * A cohort's sessions in the school's zone, each with the room (kept before any script runs, so
 * nothing moves) where the browser writes it in the visitor's own time, and a note's room under
 * them for the weeks either zone changes its clocks in (src/client/local-times.ts, loaded only by
 * a page that renders this).
 */
export function CohortSessions({
  sessions,
  span,
}: {
  sessions: readonly SessionFacts[]
  span: CohortSpan
}) {
  preinitModule(clientAssets.localTimesScript, { as: 'script' })
  return (
    <div data-sessions="">
      <ul className="grid gap-2">
        {inWeekOrder(sessions).map((session) => (
          <li
            key={`${session.day}-${session.from}-${session.to}`}
            data-runs={runsOf(session, span)}
          >
            <span className="block">{sessionText(session)}</span>
            <span data-local="" className="local-time text-sm font-normal text-ink-muted" />
          </li>
        ))}
      </ul>
      <p data-local-note="" className="local-note mt-2 text-sm font-normal text-ink-muted" />
    </div>
  )
}
