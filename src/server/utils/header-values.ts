// What a visitor or a member of staff typed, made fit to stand in a mail's header.

/** Anything that could end a header line, or hide one, is folded into a space. */
export const oneLine = (value: string) => value.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim()

/**
 * An address simple enough to send from or answer to (anything else is left out of Reply-To);
 * its one group is the domain.
 */
export const plainAddress = /^[^\s<>"@,;:]+@([^\s<>"@,;:]+)$/
