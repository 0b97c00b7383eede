import { When } from './when'

/** Something that happened (a move, a change of state), in the room's words, and when. */
export type TimelineEvent = {
  at: string
  key: string
  line: string
  /** Said after the line, outside its isolation: " (with a message)". */
  aside?: string
}

/** A staff note: who wrote it (in the room's words), when, and what, as typed. */
export type TimelineNote = { at: string; key: string; by: string; body: string }

type TimelineProps = {
  heading: string
  /** The first line: how it began (arrived, applied) and when. */
  start: { label: string; at: string }
  events: TimelineEvent[]
  notes: TimelineNote[]
}

/**
 * A record's history, as the inbox's rooms show it: how it began, then each event and each note,
 * oldest first (an event before a note of the same moment), each with who and when.
 */
export function Timeline({ heading, start, events, notes }: TimelineProps) {
  const entries = [
    ...events.map((event) => ({ at: event.at, event, note: null })),
    ...notes.map((note) => ({ at: note.at, event: null, note })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  return (
    <section id="history" aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="mb-3 text-lg font-bold text-ink">
        {heading}
      </h2>
      <ol className="grid gap-2 text-sm text-ink-soft">
        <li>
          {`${start.label}: `}
          <When at={start.at} />
        </li>
        {entries.map(({ event, note }) =>
          event ? (
            <li key={event.key}>
              <bdi>{event.line}</bdi>
              {event.aside}
              {': '}
              <When at={event.at} />
            </li>
          ) : (
            <li key={note.key} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
              <bdi>{note.by}</bdi>
              {': '}
              <When at={note.at} />
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{note.body}</p>
            </li>
          ),
        )}
      </ol>
    </section>
  )
}
