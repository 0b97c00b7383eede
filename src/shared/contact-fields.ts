// The contact form's fields and bounds, free of valibot: the browser's form imports this module,
// the schema in contact.ts builds on it, so the two cannot drift and the island stays small.

/** Bounds shared by the form (as HTML attributes) and the worker (as the schema in contact.ts). */
export const contactLimits = {
  name: { maxLength: 100 },
  email: { maxLength: 254 },
  message: { maxLength: 5000, rows: 5 },
} as const

/** The fields of a contact message, in form order. */
export const contactFields = ['name', 'email', 'message'] as const

/** A contact field's name. */
export type ContactField = (typeof contactFields)[number]

/** A field people never see or reach: a bot that fills it is set aside (stored, flagged). */
export const honeypotField = 'website'

/**
 * Sent by a form posted without JavaScript after the page asked "Did you mean …?": the address the
 * visitor was asked about, so sending it again as it is keeps it.
 */
export const keptAddressField = 'email-as-typed'

/** Where Cloudflare Turnstile's widget leaves its token, when the site uses Turnstile. */
export const turnstileField = 'cf-turnstile-response'

/** Bounds on the form's machinery: what a bot may put in the honeypot, Turnstile's token. */
export const machineFieldLimits = {
  [honeypotField]: { maxLength: 2000 },
  [turnstileField]: { maxLength: 4096 },
} as const

/**
 * The HTML standard's "valid e-mail address": exactly what `<input type="email">` lets through, so
 * an address the visitor's browser accepted is never refused by the worker, and the other way round.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Whether an address is valid by the HTML standard's rule (the one rule of browser and worker). */
export const isValidEmail = (address: string) => emailPattern.test(address)

/**
 * Whether the address's domain is one mail can reach across the internet: it has a dot, and its last
 * label is a name (no top-level domain is a number). The HTML rule takes any host name, so
 * `jo.bloggs@gmail` and `user@localhost` pass it; the worker asks for this as well, and the island
 * says so before sending (docs/architecture.md, "Addresses").
 */
export function hasWholeDomain(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1)
  return domain.includes('.') && /\D/.test(domain.slice(domain.lastIndexOf('.') + 1))
}
