// Who an answer is from, as staff read it in the thread, the history, the notices, the webhook and
// the CSV. The header's From is what the visitor's client says; the envelope's may be a bounce
// address (VERP, SRS); the sender chooses both, so neither proves anything (a mismatch with the
// visitor's address is flagged). What is kept is plain text a reader cannot be tricked by: no
// control or formatting character (a right-to-left override shows "evil.example@gro" as a
// mirrored, trustworthy-looking address; a zero-width space hides a difference), and no longer than
// an address can be (docs/conversation.md, "The visitor's answers come back", "Sender").

/** Controls (Cc) and formatting characters (Cf: bidi overrides and isolates, zero-width marks). */
const hidden = /[\p{Cc}\p{Cf}]/gu

/** RFC 5321's longest path is 256 characters with its angle brackets. */
export const maxSenderLength = 254

/** The sender's address as stored and shown: the header's From, else the envelope's. */
export function senderAddress(headerFrom: string | undefined, envelopeFrom: string): string {
  const address = (headerFrom || envelopeFrom).replace(hidden, '').trim()
  return [...address].slice(0, maxSenderLength).join('')
}
