import {
  contactLimits,
  honeypotField,
  machineFieldLimits,
  turnstileField,
} from '../../shared/contact-fields'

/**
 * The most bytes one UTF-16 unit of typed text takes in a body: a 3-byte UTF-8 character
 * percent-encoded in a form post (%E8%AA%9E). In JSON the worst is \uXXXX, 6.
 */
const bytesPerTypedUnit = 9
/** Turnstile's token is ASCII; percent-encoded, a character takes at most 3 bytes. */
const bytesPerTokenChar = 3
/** Field names, `=`, `&`, quotes and braces: a few dozen bytes, with room to spare. */
const framingBytes = 1024

/** Everything a person (or a bot, in the honeypot) may type, in UTF-16 units. */
const typedUnits = [
  contactLimits.name.maxLength,
  contactLimits.email.maxLength,
  contactLimits.message.maxLength,
  machineFieldLimits[honeypotField].maxLength,
].reduce((sum, units) => sum + units, 0)

/**
 * The largest contact body accepted: derived from the schema's maxima, so that every field full of
 * the widest characters a visitor can type still fits, by form post or by JSON.
 */
export const maxContactBodyBytes =
  typedUnits * bytesPerTypedUnit +
  machineFieldLimits[turnstileField].maxLength * bytesPerTokenChar +
  framingBytes
