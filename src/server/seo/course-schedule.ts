// A cohort's sessions as schema.org Schedules, for its CourseInstance (course-data.ts).
import type { CohortFacts } from '../../shared/content/facts'
import { weekdays } from '../../shared/content/weekdays'
import { cohortSpan, inWeekOrder } from '../site-content/session-times'

/** `HH:MM` to `HH:MM` as an ISO 8601 duration: "PT3H", "PT1H30M". */
function duration(from: string, to: string): string {
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3))
  const length = minutes(to) - minutes(from)
  const rest = length % 60
  return `PT${Math.floor(length / 60)}H${rest ? `${rest}M` : ''}`
}

/**
 * A cohort's sessions as schema.org Schedules, one for each distinct hours with the days they
 * fall on (Mon and Wed 18:30–21:30, Sat 10:00–13:00), weekly over the cohort's span; schema.org's
 * Time is hh:mm:ss, in the zone said beside it. Undefined while the cohort lists no sessions.
 */
export function sessionSchedules({ schedule, startDate }: CohortFacts, weeks: number) {
  const sessions = schedule?.sessions ?? []
  if (sessions.length === 0 || !schedule?.timeZone) return undefined
  const byHours = new Map<string, { from: string; to: string; days: Set<string> }>()
  for (const { day, from, to } of inWeekOrder(sessions)) {
    const hours = byHours.get(`${from}-${to}`) ?? { from, to, days: new Set<string>() }
    hours.days.add(`https://schema.org/${weekdays[day].name}`)
    byHours.set(`${from}-${to}`, hours)
  }
  const { last } = cohortSpan(startDate, weeks)
  return [...byHours.values()].map(({ from, to, days }) => ({
    '@type': 'Schedule',
    byDay: [...days],
    startTime: `${from}:00`,
    endTime: `${to}:00`,
    duration: duration(from, to),
    repeatFrequency: 'P1W',
    startDate,
    endDate: last,
    scheduleTimezone: schedule.timeZone,
  }))
}
