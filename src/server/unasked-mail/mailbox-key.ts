// The mailbox an address lands in, as the school counts the mail it sends unasked
// (docs/architecture.md, "Mail the school sends unasked"). Stored addresses stay as typed; only
// counting uses this key, so that `victim+1@`, `victim+2@` and `Victim@` are one mailbox with one
// confirmation a day.

/**
 * Domains whose provider ignores dots in the local part, and the one domain each is known by:
 * Google's consumer Gmail, whose two domains are one set of mailboxes. Nowhere else are dots
 * dropped: at Outlook, Yahoo, iCloud or a company's own server `jo.smith@` and `josmith@` can be two
 * people (Google Workspace domains included), and merging them would withhold one's mail.
 */
const dotInsensitive: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
])

/**
 * The key of the mailbox `address` (an address the forms accepted, its domain in ASCII) lands in:
 * lower case, without a `+tag` (sub-addressing: Gmail, Outlook, iCloud, Fastmail, Proton and most
 * servers deliver `name+anything@` to `name@`), and without dots at Gmail. Over-merging only costs
 * an extra confirmation withheld from two spellings of one person; under-merging lets a stranger
 * mail one mailbox many times.
 */
export function mailboxKey(address: string): string {
  const lower = address.toLowerCase()
  const at = lower.lastIndexOf('@')
  const local = lower.slice(0, at)
  const plus = local.indexOf('+')
  const name = plus < 0 ? local : local.slice(0, plus)
  const domain = lower.slice(at + 1)
  const gmail = dotInsensitive.get(domain)
  if (gmail) return `${name.replaceAll('.', '')}@${gmail}`
  return `${name}@${domain}`
}
