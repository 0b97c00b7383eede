// How long what staff type may be: the forms' maxlength, the handlers' refusals and the inbox's
// body limit (body-limit.ts) all read these, so no view imports a handler for them.

/** Longest reply kept: a long email, and its form still well inside the inbox's body limit. */
export const maxReplyLength = 4000

/** Longest note kept: a few paragraphs (the inbox's body limit is derived from it, body-limit.ts). */
export const maxNoteLength = 2000
