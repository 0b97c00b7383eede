// Where the cohorts' sessions contradict what Time & Support says of the lectures, in the content
// a publish would make live (docs/inbox.md, "Site content"): a warning, never a refusal. Only what
// the text says plainly is read (weekdays by name or usual abbreviation, "3-hour", "3 hours"); a
// text that says neither contradicts nothing.
import { type Weekday, weekdayOrder, weekdays } from '../../../shared/content/weekdays'
import { longDate } from '../../components/fact-formats'
import { builtInContent } from '../../site-content/built-in.ts'
import type { DraftContent } from '../../site-content/schema/index.ts'
import { editorContent } from '../content/editor'

const text = editorContent.scheduleCheck

/** Abbreviations beyond the three-letter ones (`weekdays[day].short`). */
const longerShorts: Partial<Record<Weekday, readonly string[]>> = {
  tue: ['Tues'],
  wed: ['Weds'],
  thu: ['Thur', 'Thurs'],
}

/** Each way of writing a day, lower-cased: "monday", "mondays", "mon". */
const dayWords = new Map<string, Weekday>(
  weekdayOrder.flatMap((day) =>
    [
      weekdays[day].name,
      `${weekdays[day].name}s`,
      weekdays[day].short,
      ...(longerShorts[day] ?? []),
    ].map((word) => [word.toLowerCase(), day] as const),
  ),
)

/** The weekdays a text names, in week order: whole words, capitalised as English writes them. */
const daysNamed = (words: string): Weekday[] => {
  const named = new Set<Weekday>()
  for (const [word] of words.matchAll(/\b[A-Z][A-Za-z]*\b/g)) {
    const day = dayWords.get(word.toLowerCase())
    if (day) named.add(day)
  }
  return weekdayOrder.filter((day) => named.has(day))
}

/** The lengths in minutes a text gives a lecture: "3-hour", "3 hours", "1.5 hour". */
const lengthsStated = (words: string): number[] => [
  ...new Set(
    [...words.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?:-| )hours?\b/gi)].map(([, hours]) =>
      Math.round(Number(hours) * 60),
    ),
  ),
]

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** "3 hours", "1 hour", "2 hours 30 minutes", "45 minutes". */
const duration = (minutes: number) => {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const hourWords = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`
  const minuteWords = rest === 0 ? '' : `${rest} ${rest === 1 ? 'minute' : 'minutes'}`
  return [hourWords, minuteWords].filter(Boolean).join(' ')
}

/** "Monday", "Monday and Wednesday", "Monday, Wednesday and Saturday". */
const wordList = (words: readonly string[], conjunction: string) =>
  words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`

const dayNames = (days: readonly Weekday[]) =>
  wordList(
    days.map((day) => weekdays[day].name),
    'and',
  )

type Release = Readonly<Record<string, unknown>>

/**
 * What Time & Support says of the lectures that a cohort's sessions contradict, one line per
 * cohort and kind (days, hours), in staff's words; none when nothing contradicts.
 */
export function scheduleContradictions(release: Release): string[] {
  const timeSupport = (release.timeSupport ?? builtInContent.timeSupport) as
    | DraftContent<'timeSupport'>
    | undefined
  const lectures = timeSupport?.lectures ?? ''
  const lectureDays = daysNamed(lectures)
  const statedLengths = lengthsStated(lectures)
  const cohorts = (release.cohort as DraftContent<'cohort'> | undefined)?.cohorts ?? []
  return cohorts.flatMap((cohort, position) => {
    const sessions = (cohort?.schedule?.sessions ?? []).flatMap((session) =>
      session?.day && session.from && session.to ? [session as Required<typeof session>] : [],
    )
    if (sessions.length === 0) return []
    const name = text.cohort(cohort?.startDate && longDate(cohort.startDate), position)
    const found: string[] = []
    const sessionDays = weekdayOrder.filter((day) => sessions.some((s) => s.day === day))
    if (lectureDays.length > 0 && sessionDays.join() !== lectureDays.join())
      found.push(text.days(dayNames(lectureDays), name, dayNames(sessionDays)))
    const otherLengths = [
      ...new Set(sessions.map((session) => minutesOf(session.to) - minutesOf(session.from))),
    ].filter((length) => !statedLengths.includes(length))
    if (statedLengths.length > 0 && otherLengths.length > 0)
      found.push(
        text.hours(
          wordList(statedLengths.map(duration), 'or'),
          name,
          wordList(otherLengths.map(duration), 'and'),
        ),
      )
    return found
  })
}
