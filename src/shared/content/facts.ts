/**
 * The school's facts a prospective student asks for first: dates, price, format, time zone, who
 * teaches, how to apply, and the questions they ask. Only the school can give them, so none is
 * invented here: each is optional, and one left out shows nothing (no heading, no "TBA"). Filled,
 * each appears on /accelerator and in its structured data (Course, CourseInstance, FAQPage), and
 * `npm run check` / `npm run deploy` stop listing it among the facts still empty.
 */

import type { FivePoints } from './types.ts'
import type { Weekday } from './weekdays.ts'

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`

/** How the accelerator is attended: schema.org's course modes, as Google reads them. */
export type CourseMode = 'online' | 'onsite' | 'blended'

/** How to reach the school: the footer's, /contact's, the privacy notice's and the structured data's. */
export type ContactFacts = {
  phone: { display: string; tel: string; note?: string }
  postalAddress?: readonly string[]
  email?: string
  /** The words after "usually answers within": "2 working days". */
  responseTime?: string
}

/** An offering still to come, as the school keeps it: its five planned items, whether it still is. */
export type OfferingFacts = {
  comingSoon: boolean
  items: readonly [string, string, string, string, string]
  firstDate?: IsoDate
}

/** Online, on site or both; where, when anyone attends on site. */
export type FormatFacts = { mode: CourseMode; location?: { name: string; address: string } }

/** One weekly session: its day and its hours (`HH:MM`, the end after the start), in the cohort's zone. */
export type SessionFacts = { day: Weekday; from: string; to: string }

export type ScheduleFacts = {
  sessions?: readonly SessionFacts[]
  timeZone?: string
  /**
   * A schedule written as one text before sessions existed ("Mon & Wed evenings, 6:30 PM–9:30 PM")
   * whose days could not be read as weekdays: shown as it was until staff list the sessions.
   */
  earlierText?: string
}

/** One cohort: its first day, the last day to apply for it, when and how it meets. */
export type CohortFacts = {
  startDate: IsoDate
  applicationDeadline?: IsoDate
  /** False once its deadline's day has ended (in its time zone): applications are closed. */
  applicationsOpen?: boolean
  /** When it meets: its weekly sessions, in their IANA time zone. */
  schedule?: ScheduleFacts
  seats?: number
  /** Its own format, where it has one; the facts' `format` otherwise. */
  format?: FormatFacts
}

/** Stored by the editor's upload (served at /photos/<key>), with its size in pixels. */
export type PersonPhoto = { key: string; width: number; height: number; alt: string }

/** What Time & Support states: the weekly hours, and the rest in the school's words. */
export type TimeSupportFacts = {
  hoursPerWeek: number
  lectures: string
  officeHours: string
  chatCommunity: string
}

export type SchoolFacts = {
  /** The planned items of the offerings still to come, as published; the code's until then. */
  offerings?: Partial<Record<'corporate' | 'technical', OfferingFacts>>
  /** Published by the school; until then the code's phone (src/shared/site.ts) is shown. */
  contact?: ContactFacts
  /** The cohort a visitor is offered first (the hero's card). */
  nextCohort?: CohortFacts
  /** Every cohort not yet begun that still takes applications, in start order. */
  upcomingCohorts?: readonly CohortFacts[]
  /** The whole program's tuition (an ISO 4217 currency code, `USD`), and how it can be paid. */
  tuition?: {
    amount: number
    currency: string
    paymentOptions?: readonly string[]
    /** The school's words for each: what a deposit is and when due, the plan, the financing. */
    deposit?: string
    instalments?: string
    financing?: string
  }
  /** The next cohort's format. */
  format?: FormatFacts
  /** The time zone of the lectures and the 7-9pm office hours, as a visitor reads it. */
  timeZone?: string
  instructors?: readonly {
    name: string
    role: string
    bio?: string
    photo?: PersonPhoto
  }[]
  /** What graduates say, each published with the day their consent was recorded (never shown). */
  graduates?: readonly {
    name: string
    cohort: string
    role: string
    words: string
    photo?: PersonPhoto
  }[]
  /** The program's outcomes, each figure with what it measures, its period, count and method. */
  outcomes?: readonly {
    figure: string
    measures: string
    period: string
    graduates: number
    method: string
  }[]
  /** How to apply, step by step. */
  howToApply?: readonly string[]
  faq?: readonly { question: string; answer: string }[]
  /** Time & Support as published; the spec's (time-support.ts) until then. */
  timeSupport?: TimeSupportFacts
  /** The accelerator's five bullets on the home page, as published; home.ts's until then. */
  acceleratorBullets?: FivePoints
  /** How many weeks the program runs, as published; the spec's 28 until then. */
  weeks?: number
}

/**
 * The facts as the school has given them. Fill a field in (see docs/architecture.md, "The school's
 * facts") and the accelerator page shows it; leave it out and nothing shows.
 */
export const schoolFacts: SchoolFacts = {}
