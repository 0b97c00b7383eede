// The pieces every page's content is made of: its <head>, its actions, its cards and facts.
import type { AboutOffering } from '../contact-about.ts'
import type { RoutePath } from '../routes.ts'

/** What a page puts in <head>: a distinct title and description per route. */
export type PageMeta = { title: string; description: string }

/** A technology logo: an iconify icon (`logos:react`, drawn as inline SVG) and its accessible name. */
export type Logo = { name: string; icon: `${'logos' | 'simple-icons'}:${string}` }

/**
 * Where a call to action leads: a page, the contact form about an offering, the application form
 * with a cohort chosen (by its start date), or a page section.
 */
export type ActionHref =
  | RoutePath
  | `/contact?about=${AboutOffering}`
  | `/apply?cohort=${string}`
  | `#${string}`

/** A link drawn as a button. */
export type Action = { label: string; href: ActionHref }

/** A page's next step: the primary action, and a secondary one where a visitor has a choice. */
export type NextSteps = { primary: Action; secondary?: Action }

/** The band that closes a long page: a sentence, then the next step again. */
export type ClosingCall = NextSteps & { text: string }

/** Five bullet points: what a card on the home page lists. */
export type FivePoints = readonly [string, string, string, string, string]

/** An offering still to come, as the home card and its own page both describe it. */
export type PlannedOffering = { title: string; summary: string; items: FivePoints }

/** A card on the home page that leads to one offering. */
export type OfferingCard = {
  title: string
  /** Its status in words, not only in its colour: "Available now", "Coming soon". */
  badge: string
  summary: string
  href: RoutePath
  bullets: FivePoints
  cta: string
}

/** A labelled fact such as "Lectures: Tuesday and Wednesday, 3 hours each". */
export type Fact = { label: string; detail: string }

/** A titled paragraph, used for principles and methods. */
export type Point = { title: string; text: string }

/** One phase of the program: "Month 1", "Months 3-4", ... */
export type Phase = { months: string; title: string; topics: readonly string[] }

/** The program's length and weekly hours as the school states them (the spec's until published). */
export type ProgramLength = { weeks: number; hoursPerWeek: number }
