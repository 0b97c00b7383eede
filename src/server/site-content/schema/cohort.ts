import * as v from 'valibot'
import type { CourseMode } from '../../../shared/content/facts.ts'
import { schedule } from './cohort-schedule.ts'
import { contentGroup } from './declare/content-group.ts'
import {
  crossCheck,
  fieldList,
  fieldSet,
  optional,
  requiredToPublish,
} from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/** How a cohort is attended: schema.org's course modes, as `SchoolFacts` names them. */
const courseModes = {
  online: 'Online',
  onsite: 'In person',
  blended: 'Online and in person',
} as const satisfies Record<CourseMode, string>

const format = () =>
  crossCheck(
    fieldSet('Format', {
      mode: requiredToPublish(
        field.choice(
          'Attended',
          courseModes,
          'Attended must be online, in person, or online and in person',
        ),
      ),
      location: optional(
        fieldSet('Location', {
          name: requiredToPublish(field.line('Location name', 100)),
          address: requiredToPublish(field.line('Address', 200)),
        }),
      ),
    }),
    {
      test: ({ mode, location }: { mode: string; location?: object }) =>
        mode === 'online' || location !== undefined,
      message: 'Location is required unless the course is online',
      path: ['location'],
    },
  )

const seatCount = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} must be at least 1`),
    v.maxValue(max, `${label} must be at most ${max}`),
  )

/** One cohort: its dates, its schedule, how it is attended. */
const oneCohort = () =>
  crossCheck(
    fieldSet('Cohort', {
      startDate: requiredToPublish(field.date('Start date')),
      applicationDeadline: optional(
        field.date('Application deadline', {
          hint: 'The last day to apply, on or before the start date. After it, the site stops inviting applications for this cohort.',
        }),
      ),
      schedule: optional(schedule()),
      format: requiredToPublish(format()),
      seats: optional(
        field.number('Seats', 10_000, seatCount, {
          hint: 'Only if you want the page to say how many.',
        }),
      ),
    }),
    // ISO dates compare as text.
    {
      test: (cohort: { startDate: string; applicationDeadline?: string }) =>
        cohort.applicationDeadline === undefined || cohort.applicationDeadline <= cohort.startDate,
      message: 'Application deadline must be on or before the start date',
      path: ['applicationDeadline'],
    },
  )

/** The most cohorts published at once: a year ahead of quarterly starts. */
export const maxCohorts = 4

type CohortStart = { startDate: string }

/** Each cohort after the previous one, checked where a staff member would fix it: its own date. */
const inDateOrder = (list: ReturnType<typeof cohortList>) =>
  Array.from({ length: maxCohorts - 1 }, (_, index) => index + 1).reduce(
    (checked, place) =>
      crossCheck(checked, {
        test: (cohorts: CohortStart[]) => {
          const [previous, cohort] = [cohorts[place - 1], cohorts[place]]
          return !previous || !cohort || previous.startDate < cohort.startDate
        },
        message: "Start date must be after the previous cohort's start date",
        path: [place, 'startDate'],
      }),
    list,
  )

const cohortList = () => fieldList({ label: 'Next cohorts', min: 1, max: maxCohorts }, oneCohort())

/** The next cohorts, the earliest first: what the pages show. */
export const cohort = contentGroup({
  title: 'Next cohorts',
  noun: 'The cohort',
  fields: () => ({
    cohorts: requiredToPublish(inDateOrder(cohortList())),
  }),
})
