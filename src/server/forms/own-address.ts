import { addressText } from '../../shared/content/address-check'
import { asciiEmailDomain } from '../../shared/email-domain'
import type { FieldErrors } from '../../shared/form-outcome'
import { isPublicMailDomain } from '../../shared/mail-providers'
import type { OptionalBindings } from '../settings/env'

/** The domain of a setting's address, in ASCII and lower case; none when it names no domain. */
function domainOf(setting: string | undefined): string | undefined {
  const address = setting?.trim()
  const domain = address && asciiEmailDomain(address).split('@')[1]
  return domain?.toLowerCase() || undefined
}

/**
 * The school's own domains (docs/architecture.md, "Addresses"): the one visitors' mail is sent from
 * and answered to (SCHOOL_MAIL_FROM, reply addresses included), the one notifications are sent from
 * (CONTACT_NOTIFY_FROM, the zone's own) and the staff's inbox's (CONTACT_NOTIFY_TO), except a
 * public provider's, whose domain the school shares with every visitor there.
 */
function schoolDomains(env: OptionalBindings): string[] {
  return [env.SCHOOL_MAIL_FROM, env.CONTACT_NOTIFY_FROM, env.CONTACT_NOTIFY_TO]
    .map(domainOf)
    .filter((domain): domain is string => domain !== undefined && !isPublicMailDomain(domain))
}

/**
 * What to tell a visitor whose address (checked, its domain in ASCII) is on one of the school's
 * domains or below one: the school's mail to it would come back to the school. The words name
 * no setting and no domain.
 */
export function ownAddressErrors(
  env: OptionalBindings,
  email: string,
): FieldErrors<'email'> | undefined {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  const ours = schoolDomains(env).some((own) => domain === own || domain.endsWith(`.${own}`))
  return ours ? { email: addressText.ownAddress } : undefined
}
