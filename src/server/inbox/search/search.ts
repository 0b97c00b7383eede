import { maxSearchLength } from '../states'

/** At most this many words are searched for; more add little and cost more. */
const maxTerms = 8

/** What separates words: spaces, and quotes (a word is quoted in the query). */
const wordBreaks = /[\s"]+/

/**
 * What the search box holds again: the typed text, its control characters made spaces (a NUL
 * ends an FTS5 string early; none belongs in a search or in the page), trimmed and cut to length.
 */
export function typedSearch(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, maxSearchLength)
}

/**
 * An FTS5 query for what a staff member typed: each word a quoted prefix term, all required.
 * Quoting makes every character literal, so no input can use FTS5's query syntax (or break it).
 * Null when there is nothing to search for.
 */
export function searchQuery(typed: string | undefined): string | null {
  const words = typedSearch(typed)
    .split(wordBreaks)
    // FTS5's tokenizer drops punctuation; a word made only of it would match nothing.
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, maxTerms)
  const terms = words.map((word) => `"${word}"*`)
  return terms.length ? terms.join(' ') : null
}
