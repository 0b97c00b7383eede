// What the form islands say: typed here so the contact and waiting-list copy share one shape.
import type { About } from '../contact-about.ts'
import type { FormRefusal } from '../form-refusal.ts'

/** What every form island says: its button, its outcomes, its refusals. */
export type FormText = {
  submit: string
  sending: string
  sent: string
  failed: string
  /** Heads the list of refused fields, each a link to its field (the GOV.UK error summary). */
  fixFields: string
  /** Said under the failure when the worker gave a reason (429: wait a minute, and so on). */
  refusals: Record<FormRefusal, string>
  /** The honeypot's label: only a bot reading the markup ever meets it. */
  honeypotLabel: string
}

/** Every text the contact form shows: the island receives it as plain props. */
export type ContactFormText = FormText & {
  nameLabel: string
  emailLabel: string
  messageLabel: string
  /**
   * The choice of what the message is about (docs/architecture.md, "What the message is about"),
   * and each option's words.
   */
  aboutLabel: string
  aboutWords: Record<About, string>
  /** Said with the sent alert, on both paths: what happens next and when (responseTime). */
  nextSteps: string
}

/** "How we use your details: Privacy notice", beside each form's button. */
export type PrivacyNote = { lead: string; link: string; href: string }

/** Every text a waiting-list form shows. */
export type WaitlistFormText = FormText & {
  heading: string
  emailLabel: string
  /** What the visitor agrees to: one email, when the offering opens; nothing else. */
  consent: string
}

/**
 * What every public form says about the visitor's address beyond the HTML rule
 * (docs/architecture.md, "Addresses").
 */
export type AddressText = {
  /** The domain lacks a dot or ends in a number: no mail reaches it. */
  wholeDomain: string
  /** An address on the school's own domains: our mail would come back to us. */
  ownAddress: string
  /** The likely address for a common slip, before anything is sent. */
  suggestion: {
    question: (suggested: string) => string
    use: (suggested: string) => string
    keep: (typed: string) => string
  }
  /** Heads the title of a page that asks about the address instead of sending. */
  checkTitlePrefix: string
}
