import type { AboutOffering } from '../contact-about.ts'
import type { RoutePath } from '../routes.ts'
import type { ContactFormText, WaitlistFormText } from './form-text.ts'

/** What a page puts in <head>: a distinct title and description per route. */
export type PageMeta = { title: string; description: string }

/** A technology logo: an iconify icon (`logos:react`, drawn as inline SVG) and its accessible name. */
export type Logo = { name: string; icon: `${'logos' | 'simple-icons'}:${string}` }

/** Where a call to action leads: a page, the contact form about an offering, or a page section. */
export type ActionHref = RoutePath | `/contact?about=${AboutOffering}` | `#${string}`

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

export type HomeContent = {
  meta: PageMeta
  headline: string
  subtitle: string
  actions: NextSteps
  cardsHeading: string
  /** The accelerator, which exists today and leads (its badge says so), then the two to come. */
  cards: readonly [OfferingCard, OfferingCard, OfferingCard]
  closing: ClosingCall
}

/** A labelled fact such as "Lectures: Tuesday and Wednesday, 3 hours each". */
export type Fact = { label: string; detail: string }

/** A titled paragraph, used for principles and methods. */
export type Point = { title: string; text: string }

/** One phase of the program: "Month 1", "Months 3-4", ... */
export type Phase = { months: string; title: string; topics: readonly string[] }

export type AcceleratorContent = {
  meta: PageMeta
  title: string
  badge: string
  intro: string
  actions: NextSteps
  philosophy: { heading: string; lead: string; points: readonly Point[] }
  timeSupport: { heading: string; lead: string; facts: readonly Fact[] }
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
