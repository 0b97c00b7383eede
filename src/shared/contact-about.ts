// What a contact message is about (docs/architecture.md, "What the message is about"): staff tell a
// corporate lead from a question about the course. Free of valibot, like contact-fields.ts: the
// island imports it. One name from the browser to the mail: the form field, the `?about=` link,
// the JSON key, the D1 column and every name in the code are `about`.

/** The offerings a message can be about, as `/contact?about=…` names them. */
export const aboutOfferings = ['accelerator', 'corporate', 'technical'] as const

/** Every choice the form offers: a general question (the default), or one of the offerings. */
export const aboutChoices = ['general', ...aboutOfferings] as const

/** What a contact message is about. */
export type About = (typeof aboutChoices)[number]

/** One of the offerings (a message about none of them is a general question). */
export type AboutOffering = (typeof aboutOfferings)[number]

export const isAbout = (value: unknown): value is About => aboutChoices.includes(value as About)

/** The choice an address (`?about=corporate`) or a post asks for; absent or unknown is general. */
export const aboutOf = (value: unknown): About => (isAbout(value) ? value : 'general')

/** What is stored: the offering, or null for a general question (and every older message). */
export const storedAbout = (about: About | undefined): AboutOffering | null =>
  about === undefined || about === 'general' ? null : about
