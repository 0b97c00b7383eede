import type { AboutOffering } from '../contact-about.ts'
import type { RoutePath } from '../routes.ts'
import type { ContactFormText, WaitlistFormText } from './form-text.ts'

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

/** The accelerator's card on the home page, beyond what every card has. */
export type AcceleratorCardText = {
  /** The card's summary, saying the program's length. */
  summary: (weeks: number) => string
  /** The labels of the next start and the tuition, once the school has published them. */
  labels: { nextStart: string; tuition: string }
}

export type HomeContent = {
  meta: PageMeta
  metaWith: (weeks: number) => PageMeta
  headline: string
  subtitle: string
  actions: NextSteps
  cardsHeading: string
  /** The accelerator, which exists today and leads (its badge says so), then the two to come. */
  cards: readonly [OfferingCard, OfferingCard, OfferingCard]
  acceleratorCard: AcceleratorCardText
  closing: ClosingCall
}

/** A labelled fact such as "Lectures: Tuesday and Wednesday, 3 hours each". */
export type Fact = { label: string; detail: string }

/** A titled paragraph, used for principles and methods. */
export type Point = { title: string; text: string }

/** One phase of the program: "Month 1", "Months 3-4", ... */
export type Phase = { months: string; title: string; topics: readonly string[] }

/** The program's length and weekly hours as the school states them (the spec's until published). */
export type ProgramLength = { weeks: number; hoursPerWeek: number }

/** Time & Support's own words: its facts are the school's (`SchoolFacts.timeSupport`). */
export type TimeSupportText = {
  heading: string
  lead: (hoursPerWeek: number) => string
  labels: Record<'hoursPerWeek' | 'lectures' | 'officeHours' | 'chatCommunity', string>
  hoursPerWeek: (hoursPerWeek: number) => string
}

export type AcceleratorContent = {
  /** The <head> as the spec's constants make it; `metaWith` as the school states them. */
  meta: PageMeta
  metaWith: (length: ProgramLength) => PageMeta
  title: string
  /** "28-Week Part-Time Program". */
  badge: (weeks: number) => string
  intro: string
  actions: NextSteps
  /** The in-page list of the page's sections, under the hero: a link each, by section id. */
  sectionsNav: { label: string; links: Readonly<Record<string, string>> }
  /** The bar that keeps the way to apply in reach on a phone while a cohort takes applications. */
  applyBar: { starts: (date: string) => string; action: string }
  philosophy: { heading: string; lead: string; points: readonly Point[] }
  timeSupport: TimeSupportText
  coreTechnologies: {
    heading: string
    lead: string
    items: readonly { name: string; detail: string; logos: readonly Logo[] }[]
  }
  learningApproach: { heading: string; lead: string; points: readonly Point[] }
  programStructure: { heading: string; lead: string; phases: readonly Phase[] }
  closing: ClosingCall
}

/** A card on /stack describing one technology. */
export type StackCard = {
  name: string
  role: string
  logo: Logo
  description: string
  points: readonly string[]
}

export type StackContent = {
  meta: PageMeta
  title: string
  intro: string
  actions: NextSteps
  cards: readonly [StackCard, StackCard, StackCard, StackCard]
  others: {
    heading: string
    intro: string
    items: readonly { kind: string; name: string; logo: Logo; text: string }[]
  }
  closing: ClosingCall
  /** The closing band, saying the program's length as the school states it. */
  closingWith: (weeks: number) => ClosingCall
}

export type ContactContent = {
  meta: PageMeta
  title: string
  intro: string
  /**
   * When the school answers, as it promises it: set by the school (docs/architecture.md, "After a
   * send").
   */
  responseTime: string
  form: ContactFormText
  /** The page after a message was sent without JavaScript (/contact?sent=1). */
  sentPage: { titlePrefix: string; another: string }
}

/**
 * An offering still to come: the spec's heading, what is planned, a way to talk to the school
 * today, and a form to hear when it opens.
 */
export type ComingSoonContent = {
  meta: PageMeta
  heading: string
  offering: 'corporate' | 'technical'
  intro: string
  /** "Talk to us now" (the contact form about this offering), and the way to the waiting list. */
  actions: NextSteps
  planned: { heading: string; items: FivePoints }
  waitlist: WaitlistFormText
}

/** The page for an unknown path and the page for a failure while rendering. */
export type ErrorPageContent = { meta: PageMeta; heading: string; text: string; homeLink: string }
