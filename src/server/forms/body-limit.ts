/**
 * The most bytes one UTF-16 unit of typed text takes in a body: a 3-byte UTF-8 character
 * percent-encoded in a form post (%E8%AA%9E). In JSON the worst is \uXXXX, 6.
 */
const bytesPerTypedUnit = 9
/** A token (Turnstile's) is ASCII; percent-encoded, a character takes at most 3 bytes. */
const bytesPerTokenChar = 3
/** Field names, `=`, `&`, quotes and braces: a few dozen bytes, with room to spare. */
const framingBytes = 1024

/**
 * The largest body a form accepts, derived from its schema's maxima: every field full of the
 * widest characters a visitor can type still fits, by form post or by JSON.
 */
export const worstCaseBodyBytes = ({
  typedUnits,
  tokenChars = 0,
}: {
  /** The maxima of everything a person (or a bot, in the honeypot) may type, in UTF-16 units. */
  typedUnits: readonly number[]
  tokenChars?: number
}) =>
  typedUnits.reduce((sum, units) => sum + units, 0) * bytesPerTypedUnit +
  tokenChars * bytesPerTokenChar +
  framingBytes
