// Internationalised domains (docs/architecture.md, "Internationalised email domains"): Firefox
// sends `ada@exämple.com` as typed, Chromium sends `ada@xn--exmple-cua.com`. The worker takes both
// and stores the second, the ASCII form every mail system reads, then applies the HTML standard's
// rule to it (contact-fields.ts).

/** A domain as typed: ASCII letters, digits, dots and hyphens, and at least one non-ASCII letter. */
const typedIdn = /^(?=.*[\u0080-\uffff])[a-zA-Z0-9.\-\u0080-\uffff]+$/

/**
 * The address with its domain in ASCII (punycode, by the URL standard's IDNA processing, which
 * workerd and every browser implement), or the address unchanged when its domain is ASCII already
 * or cannot be converted. Nothing but the domain is touched: a non-ASCII local part stays as typed
 * (and the HTML rule then refuses it). Characters that would end a URL's host (`/`, `?`, `#`, `:`,
 * `@`, a space) never reach the conversion, so it cannot drop part of what was typed.
 */
export function asciiEmailDomain(address: string): string {
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1)
  if (at < 0 || !typedIdn.test(domain)) return address
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`
  } catch {
    return address
  }
}
