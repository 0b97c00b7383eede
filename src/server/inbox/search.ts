import { maxSearchLength } from '../../shared/inbox'

/** At most this many words are searched for; more add little and cost more. */
const maxTerms = 8

/**
 * An FTS5 query for what a staff member typed: each word a quoted prefix term, all required.
 * Quoting makes every character literal, so no input can use FTS5's query syntax (or break it).
 * Null when there is nothing to search for.
 */
export function searchQuery(typed: string | undefined): string | null {
  const words = (typed ?? '')
    .slice(0, maxSearchLength)
    .split(/[\s"]+/)
    // FTS5's tokenizer drops punctuation; a word made only of it would match nothing.
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, maxTerms)
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : null
}
