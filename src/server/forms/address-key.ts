/**
 * The rate limiter's key for a visitor's address (CF-Connecting-IP): what one visitor controls.
 * An IPv4 address is one visitor; an IPv6 visitor holds at least a /64 (2^64 addresses), so IPv6
 * is keyed by its first 64 bits, as GitLab counts it. Textual forms are normalised first (`::`,
 * leading zeros, case, a zone, IPv4-mapped IPv6), so no spelling of an address is a new key.
 * Anything unparsable shares one key: the edge always sends an address.
 */
export function rateLimitKey(address: string | undefined): string {
  const text = (address ?? '').trim().toLowerCase().replace(/%.*$/, '')
  const ipv4 = parseIPv4(text)
  if (ipv4) return ipv4.join('.')
  const ipv6 = parseIPv6(text)
  if (!ipv6) return 'unknown'
  const mapped = ipv6.slice(0, 5).every((part) => part === 0) && ipv6[5] === 0xffff
  if (mapped)
    return [ipv6[6] ?? 0, ipv6[7] ?? 0].flatMap((part) => [part >> 8, part & 255]).join('.')
  return `${ipv6
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

function parseIPv4(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null
  const numbers = parts.map(Number)
  return numbers.every((part) => part <= 255) ? numbers : null
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function parseIPv6(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')))
  // An IPv4 tail (::ffff:192.0.2.1) is the last two groups written another way.
  const last = groups.at(-1)
  const tail = last?.at(-1)
  if (last && tail?.includes('.')) {
    const ipv4 = parseIPv4(tail)
    if (!ipv4) return null
    const [a = 0, b = 0, c = 0, d = 0] = ipv4
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
  }
  const [head = [], rest = []] = groups
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  // Without `::` nothing is missing (checked above): the zeros `::` stands for, or none.
  return [...head, ...Array<string>(missing).fill('0'), ...rest].map((group) =>
    Number.parseInt(group, 16),
  )
}
