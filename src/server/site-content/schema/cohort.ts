import * as v from 'valibot'
import type { CourseMode } from '../../../shared/content/facts.ts'
import { isoDate, timeOfDay, timeZone } from './calendar.ts'
import { fields, group, line, list, type Mode, needed, rule } from './text-rules.ts'

/** The caps of the cohort's fields, for the form's `maxlength` as well. */
export const cohortLimits = {
  cohorts: 2,
  /** The fewest cohorts publishing takes. */
  cohortsToPublish: 1,
  days: 60,
  timeZone: 60,
  locationName: 100,
  address: 200,
  seats: 10_000,
} as const

/** How a cohort is attended: schema.org's course modes, as `SchoolFacts` names them. */
export const courseModes = ['online', 'onsite', 'blended'] as const satisfies CourseMode[]

const hours = <M extends Mode>(mode: M) =>
  rule(
    mode,
    fields(
      { from: needed(mode, timeOfDay('Start time')), to: needed(mode, timeOfDay('End time')) },
      { from: 'Start time', to: 'End time' },
      'Hours',
    ),
    ({ from, to }: { from: string; to: string }) => from < to,
    'End time must be after the start time',
    ['to'],
  )

const schedule = <M extends Mode>(mode: M) =>
  // "7–9 pm" means nothing to a visitor elsewhere without its zone.
  rule(
    mode,
    fields(
      {
        /** The days as the school writes them, "Mon–Thu". */
        days: v.optional(line('Days', cohortLimits.days)),
        hours: v.optional(hours(mode)),
        timeZone: v.optional(timeZone(cohortLimits.timeZone)),
      },
      {},
      'Schedule',
    ),
    (input: { hours?: object; timeZone?: string }) => !input.hours || input.timeZone !== undefined,
    'Time zone is required when hours are given',
    ['timeZone'],
  )

const format = <M extends Mode>(mode: M) =>
  rule(
    mode,
    fields(
      {
        mode: needed(
          mode,
          v.picklist(courseModes, 'Attended must be online, in person, or online and in person'),
        ),
        location: v.optional(
          fields(
            {
              name: needed(mode, line('Location name', cohortLimits.locationName)),
              address: needed(mode, line('Address', cohortLimits.address)),
            },
            { name: 'Location name', address: 'Address' },
            'Location',
          ),
        ),
      },
      { mode: 'Attended' },
      'Format',
    ),
    (input: { mode: string; location?: object }) =>
      input.mode === 'online' || input.location !== undefined,
    'Location is required unless the course is online',
    ['location'],
  )

const seats = () =>
  v.pipe(
    v.number('Seats must be a number'),
    v.integer('Seats must be a whole number'),
    v.minValue(1, 'Seats must be at least 1'),
    v.maxValue(cohortLimits.seats, `Seats must be at most ${cohortLimits.seats}`),
  )

const cohort = <M extends Mode>(mode: M) =>
  rule(
    mode,
    fields(
      {
        startDate: needed(mode, isoDate('Start date')),
        applicationDeadline: v.optional(isoDate('Application deadline')),
        schedule: v.optional(schedule(mode)),
        format: needed(mode, format(mode)),
        seats: v.optional(seats()),
      },
      { startDate: 'Start date', format: 'Format' },
      'Cohort',
    ),
    // ISO dates compare as text.
    (input: { startDate: string; applicationDeadline?: string }) =>
      input.applicationDeadline === undefined || input.applicationDeadline <= input.startDate,
    'Application deadline must be on or before the start date',
    ['applicationDeadline'],
  )

/** The next cohort(s), at most two, the earlier first. */
export const cohortSchema = <M extends Mode>(mode: M) =>
  group(
    fields(
      {
        cohorts: needed(
          mode,
          rule(
            mode,
            list(mode, cohort(mode), 'Next cohorts', {
              min: cohortLimits.cohortsToPublish,
              max: cohortLimits.cohorts,
            }),
            ([first, second]: [{ startDate: string }, { startDate: string }?]) =>
              second === undefined || first.startDate < second.startDate,
            "Start date must be after the first cohort's start date",
            [1, 'startDate'],
          ),
        ),
      },
      { cohorts: 'Next cohorts' },
      'The cohort',
    ),
  )

/** The next cohort(s) as published: what the pages show. */
export type CohortContent = v.InferOutput<ReturnType<typeof cohortSchema<'publish'>>>
