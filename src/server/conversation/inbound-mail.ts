// What the email() handler reads of a raw mail before it looks at its words: its bytes up to a
// bound, what makes a second delivery of it a no-op, and whether a person wrote it at all.
import { hex } from '../utils/hex.ts'

/** The raw mail, read up to `limit` bytes; null when it holds more (whatever rawSize said). */
export async function readAtMost(stream: ReadableStream<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.byteLength
    if (size > limit) return null
    chunks.push(chunk)
  }
  const raw = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    raw.set(chunk, offset)
    offset += chunk.byteLength
  }
  return raw
}

/**
 * What makes a second delivery of the same mail a no-op: its Message-ID within this conversation,
 * or, for a mail without one, the hash of its bytes.
 */
export async function dedupeKey(
  conversationId: string,
  messageId: string | undefined,
  raw: Uint8Array<ArrayBuffer>,
) {
  const id = messageId?.trim()
  const key = id
    ? `id:${id.slice(0, 900)}`
    : `sha256:${hex(await crypto.subtle.digest('SHA-256', raw))}`
  return `answer:${conversationId}:${key}`
}

/**
 * A mail no person wrote: a bounce (empty envelope sender) or an auto-reply (RFC 3834's
 * Auto-Submitted, or the older Precedence and X-Autoreply marks). An out-of-office notice to a
 * reply address must not put the message back in New.
 */
export function isAutomatic(envelopeFrom: string, headers: { key: string; value: string }[]) {
  if (envelopeFrom.trim() === '' || envelopeFrom.trim() === '<>') return true
  const value = (name: string) => headers.find((header) => header.key === name)?.value.trim()
  const submitted = value('auto-submitted')?.toLowerCase()
  if (submitted && submitted !== 'no') return true
  if (/^(auto_reply|bulk|junk|list)$/i.test(value('precedence') ?? '')) return true
  return value('x-autoreply') !== undefined || value('x-autorespond') !== undefined
}
