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

// workerd's constant-time comparison (the DOM's types do not know it). Node 24 has none on
// crypto.subtle, and plain Node checks an address with this code too (the reply-address command's
// test): there, node:crypto's.
const subtle = crypto.subtle as SubtleCrypto & {
  timingSafeEqual?: (a: ArrayBufferView, b: ArrayBufferView) => boolean
}
const timingSafeEqual = (a: Uint8Array, b: Uint8Array) =>
  subtle.timingSafeEqual
    ? subtle.timingSafeEqual(a, b)
    : process.getBuiltinModule('node:crypto').timingSafeEqual(a, b)

/**
 * Whether a signature is the expected one, compared without stopping at the first difference.
 * Its length is no secret: one of another length is refused at once (the comparison throws on it).
 */
export function sameInConstantTime(given: string, expected: string) {
  const givenBytes = encoder.encode(given)
  const expectedBytes = encoder.encode(expected)
  return (
    givenBytes.byteLength === expectedBytes.byteLength && timingSafeEqual(givenBytes, expectedBytes)
  )
}
