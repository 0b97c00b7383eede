// The worker's own signatures (reply addresses, unsubscribe links): an HMAC-SHA256 under a secret
// setting, cut to what fits its place, in lower-case hex; and the comparison that checks one.
import { hex } from './hex.ts'

const encoder = new TextEncoder()

/** The first `bytes` bytes of HMAC-SHA256(secret, text), as hex. */
export async function truncatedHmacHex(secret: string, text: string, bytes: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text))
  return hex(mac.slice(0, bytes))
}

/** Equal strings of one length, compared without stopping at the first difference. */
export function sameInConstantTime(a: string, b: string) {
  let difference = a.length ^ b.length
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}
