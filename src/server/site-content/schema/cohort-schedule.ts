// A cohort's schedule as staff give it (docs/inbox.md, "Site content"): its weekly sessions, each
// a day with its own hours, in the cohort's time zone. A schedule typed as one text before
// sessions existed, whose days could not be read as weekdays, is kept in `earlierText` and shown
// as it was until staff list the sessions (schedule-upgrade.ts).
import { type Weekday, weekdays } from '../../../shared/content/weekdays'
import {
  crossCheck,
  fieldList,
  fieldSet,
  optional,
  requiredToPublish,
} from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/** The days as the editor offers them, Monday first. */
const dayChoices = Object.fromEntries(
  Object.entries(weekdays).map(([day, words]) => [day, words.name]),
) as { [D in Weekday]: (typeof weekdays)[D]['name'] }

/** The most sessions a cohort's week holds: twice a day, every day, is more than any program. */
const maxSessions = 10

const session = () =>
  crossCheck(
    fieldSet('Session', {
      day: requiredToPublish(field.choice('Day', dayChoices, 'Day must be a day of the week')),
      from: requiredToPublish(field.time('Start time')),
      to: requiredToPublish(field.time('End time')),
    }),
    // A session past midnight would be two days' session: staff list it as two.
    {
      test: ({ from, to }: { from: string; to: string }) => from < to,
      message: 'End time must be after the start time',
      path: ['to'],
    },
  )

export const schedule = () =>
  crossCheck(
    crossCheck(
      fieldSet('Schedule', {
        sessions: optional(fieldList({ label: 'Sessions', max: maxSessions }, session())),
        timeZone: optional(
          field.timeZone('Time zone', 60, {
            hint: 'The zone the sessions’ hours are in: its region, then its city, such as America › New York.',
          }),
        ),
        earlierText: optional(
          field.line('Schedule as written before', 200, {
            hint: 'The schedule as it was typed before sessions could be listed day by day. The page shows it until sessions are listed: list them, then clear this.',
          }),
        ),
      }),
      // "7–9 pm" means nothing to a visitor elsewhere without its zone.
      {
        test: (input: { sessions?: readonly object[]; timeZone?: string }) =>
          !input.sessions?.length || input.timeZone !== undefined,
        message: 'Time zone is required when sessions are given',
        path: ['timeZone'],
      },
    ),
    // The page would say two schedules; the sessions are the one a visitor's time is told from.
    {
      test: (input: { sessions?: readonly object[]; earlierText?: string }) =>
        !input.sessions?.length || input.earlierText === undefined,
      message: 'Schedule as written before must be cleared once sessions are listed',
      path: ['earlierText'],
    },
  )
