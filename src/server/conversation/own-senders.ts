// The school's own mail is never a visitor's answer. Every mail the school sends comes from
// SCHOOL_MAIL_FROM (confirmations, replies, announcements) or CONTACT_NOTIFY_FROM (the staff's
// notifications), on domains the school owns; one that reaches a reply address is either our own
// mail looping back (a confirmation sent to an address that is itself a reply address) or someone
// borrowing the school's name ("Head of Admissions <dean@…>"). Either way it is dropped quietly:
// storing it would put words in the school's mouth, and refusing it would bounce to our own
// domain (docs/conversation.md, "The visitor's answers come back", "Dropped quietly").
import type { OptionalBindings } from '../settings/env'

/** Domains compare without case, as DNS does. */
const folded = (domain: string) => domain.toLowerCase()

/** The domain of an address, without the trailing dot a fully qualified name may have. */
const domainOf = (address: string | undefined) => {
  const domain = address?.split('@').slice(1).at(-1)?.replace(/\.$/, '')
  return domain === undefined ? undefined : folded(domain)
}

/** The domains the school sends from: SCHOOL_MAIL_FROM's (which receives answers) and the notifications'. */
function schoolDomains(env: OptionalBindings): string[] {
  return (
    [env.SCHOOL_MAIL_FROM, env.CONTACT_NOTIFY_FROM]
      // A setting's trailing spaces would end its domain (leading ones sit before the @).
      .map((setting) => domainOf(setting?.trimEnd()))
      .filter((domain): domain is string => Boolean(domain))
  )
}

/**
 * True when the envelope sender or the header's From is on one of the school's domains or a
 * subdomain of one (`mail.<domain>` is the school's too); a domain that merely ends in the same
 * letters (`evil<domain>`) is not.
 */
export function fromTheSchool(env: OptionalBindings, ...senders: (string | undefined)[]) {
  const own = schoolDomains(env)
  return senders.some((sender) => {
    const domain = domainOf(sender)
    return domain !== undefined && own.some((d) => domain === d || domain.endsWith(`.${d}`))
  })
}
