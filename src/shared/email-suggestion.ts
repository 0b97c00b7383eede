// "Did you mean jo@gmail.com?": the likely address for a common slip, shown before a form is sent
// and never a reason to refuse one (docs/architecture.md, "Addresses"). Written here rather than
// taken from mailcheck or its forks, which, tried on real domains, "corrected" startup.io to
// startup.it, libero.it to live.it and uol.com.br to uol.com: they fix any ending near a short list
// of top-level domains. This one measures only against public providers and known non-endings.
import { isValidEmail } from './contact-fields'
import { mailProviders, topLevelSlips } from './mail-providers'

/**
 * Whether `typed` becomes `meant` in at most `edits` edits: a character added, dropped or
 * replaced, or two neighbours swapped (the four slips of a typing hand).
 */
function within(typed: string, meant: string, edits: number): boolean {
  let same = 0
  while (typed[same] !== undefined && typed[same] === meant[same]) same++
  const a = typed.slice(same)
  const b = meant.slice(same)
  if (a === b) return true
  if (edits === 0) return false
  const left = edits - 1
  return (
    within(a.slice(1), b.slice(1), left) ||
    within(a.slice(1), b, left) ||
    within(a, b.slice(1), left) ||
    (a[0] === b[1] && a[1] === b[0] && within(a.slice(2), b.slice(2), left))
  )
}

const lastDot = (domain: string) => domain.lastIndexOf('.')

/**
 * Whether two domains differ only in a two-letter country ending (`outlook.it`, `outlook.fr`):
 * both may be real, so neither is taken for a slip of the other.
 */
const otherCountry = (typed: string, provider: string) =>
  typed.length - lastDot(typed) === 3 &&
  provider.length - lastDot(provider) === 3 &&
  typed.slice(0, lastDot(typed)) === provider.slice(0, lastDot(provider))

/** Whether a domain is a slip of a provider's; one typed without a dot, of its name or its dots. */
function isSlipOf(typed: string, provider: string, edits: number) {
  if (typed.includes('.')) return !otherCountry(typed, provider) && within(typed, provider, edits)
  const name = provider.slice(0, provider.indexOf('.'))
  return within(typed, name, edits) || within(typed, provider.replaceAll('.', ''), edits)
}

/**
 * The provider a domain is a slip of: the nearest, the more used of two as near. A name shorter
 * than four letters is taken only exactly (`ge.com` and `gm.com` are companies, not slips of
 * `me.com` and `gmx.com`); otherwise one edit, two in a domain of nine characters or more.
 */
function nearestProvider(domain: string): string | undefined {
  const name = `${domain}.`.indexOf('.')
  const limit = name < 4 ? 0 : domain.length < 9 ? 1 : 2
  for (let edits = 0; edits <= limit; edits++) {
    const found = mailProviders.find((provider) => isSlipOf(domain, provider, edits))
    if (found) return found
  }
  return undefined
}

/** The domain with a known non-ending replaced (`acme.con` → `acme.com`), if it has one. */
function fixedEnding(domain: string): string | undefined {
  const dot = lastDot(domain)
  const ending = topLevelSlips.get(domain.slice(dot + 1))
  return ending && dot !== -1 ? `${domain.slice(0, dot)}.${ending}` : undefined
}

/**
 * The address the visitor probably meant, or undefined when what they typed is as likely as any:
 * a public provider's domain mistyped (`gmial.com`, `gmail.co`, `hotmail`), or an ending that is
 * no top-level domain (`acme.con`). Only for an address the HTML rule takes (an IDN in its ASCII
 * form); what comes before the @ stays as typed.
 */
export function suggestAddress(address: string): string | undefined {
  if (!isValidEmail(address)) return undefined
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1).toLowerCase()
  if (mailProviders.includes(domain)) return undefined
  const suggested = nearestProvider(domain) ?? fixedEnding(domain)
  return suggested && `${address.slice(0, at)}@${suggested}`
}
