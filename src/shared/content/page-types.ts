// The content of each page, as src/shared/content/<page>.ts gives it and its component reads it.
import type { ContactFormText, WaitlistFormText } from './form-text.ts'
import type {
  ClosingCall,
  FivePoints,
  Logo,
  NextSteps,
  OfferingCard,
  PageMeta,
  Phase,
  Point,
  ProgramLength,
} from './types.ts'

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
