// What a contact message is about (docs/architecture.md, "What the message is about"): staff tell a
// corporate lead from a question about the course. Free of valibot, like contact-fields.ts: the
// island imports it.

/** The offerings a message can be about, as `/contact?about=…` names them. */
export const offeringTopics = ['accelerator', 'corporate', 'technical'] as const

/** Every choice the form offers: a general question (the default), or one of the offerings. */
export const contactTopics = ['general', ...offeringTopics] as const

/** What a contact message is about. */
export type ContactTopic = (typeof contactTopics)[number]

/** One of the offerings (a message about none of them is a general question). */
export type OfferingTopic = (typeof offeringTopics)[number]

/** The query parameter and form field that carry the choice. */
export const topicField = 'about'

export const isContactTopic = (value: unknown): value is ContactTopic =>
  contactTopics.includes(value as ContactTopic)

/** The choice an address (`?about=corporate`) or a post asks for; absent or unknown is general. */
export const topicOf = (value: unknown): ContactTopic => (isContactTopic(value) ? value : 'general')

/** What is stored: the offering, or null for a general question (and every older message). */
export const storedTopic = (topic: ContactTopic | undefined): OfferingTopic | null =>
  topic === undefined || topic === 'general' ? null : topic
