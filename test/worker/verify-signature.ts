// The receiver's side of the webhook signature, exactly as docs/architecture.md "The signature" documents it, in WebCrypto.
const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

export async function verifySignature(
  header: string | null,
  rawBody: string,
  key: string,
  nowSeconds: number,
): Promise<boolean> {
  const fields = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  )
  const timestamp = Number(fields.get('t'))
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const expected = hex(
    await crypto.subtle.sign('HMAC', hmacKey, new TextEncoder().encode(`${timestamp}.${rawBody}`)),
  )
  // Compared in constant time, so the answer's timing leaks nothing about the expected value.
  const given = fields.get('v1') ?? ''
  let difference = given.length ^ expected.length
  for (let i = 0; i < expected.length; i++) {
    difference |= expected.charCodeAt(i) ^ given.charCodeAt(i)
  }
  return difference === 0
}
