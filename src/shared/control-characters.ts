import * as v from 'valibot'

// Control characters (C0, DEL, C1) are never typed by a person, and each one breaks something
// further on: a NUL ends an FTS5 query string early, an escape repaints a terminal reading the
// CSV, and they reach the inbox's HTML and <title>. Line breaks and tabs belong in a message.
const controls = /\p{Cc}/gu

/** Whether text holds a control character other than those in `allowed` (e.g. '\n\t'). */
export const hasControlCharacters = (text: string, allowed = '') =>
  (text.match(controls) ?? []).some((character) => !allowed.includes(character))

/** A contract's check that a field holds no control character but those in `allowed`. */
export const noControlCharacters = (label: string, allowed = '') =>
  v.check(
    (text: string) => !hasControlCharacters(text, allowed),
    `${label} must not contain control characters`,
  )
