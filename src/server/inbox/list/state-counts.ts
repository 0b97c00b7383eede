// The list's counts per state, as the filter tabs show them.
import type { About } from '../../../shared/contact-about'
import { countMatches } from '../search/search-counts'
import { aboutClause } from '../search/search-filters'
import type { InboxFilter, MessageState } from '../states'

/** Messages per filter; `capped` when a search's counts stop at its newest matches. */
export type StateCounts = Record<InboxFilter, number> & { capped?: boolean }

function countsFrom(rows: { state: MessageState; messages: number }[]): StateCounts {
  const counts: StateCounts = { new: 0, handled: 0, spam: 0, all: 0 }
  for (const { state, messages } of rows) {
    counts[state] = messages
    counts.all += messages
  }
  return counts
}

/**
 * Messages per state. Without a search they come from the counts the triggers keep, so they cost
 * the same at any size; with one, from its newest matches (countMatches), capped. With a topic,
 * from that topic's messages (the index on topic and state) or its newest matches.
 */
export async function countMessages(
  db: D1Database,
  search: string | null,
  about: About | null = null,
): Promise<StateCounts> {
  if (search) {
    const { rows, capped } = await countMatches(db, search, about)
    return { ...countsFrom(rows), capped }
  }
  if (about) {
    const clause = aboutClause(about)
    const { results } = await db
      .prepare(
        `SELECT m.state, COUNT(*) AS messages FROM contact_messages m WHERE ${clause.term}
         GROUP BY m.state`,
      )
      .bind(...clause.params)
      .all<{ state: MessageState; messages: number }>()
    return countsFrom(results)
  }
  const { results } = await db
    .prepare('SELECT state, messages FROM contact_message_counts')
    .all<{ state: MessageState; messages: number }>()
  return countsFrom(results)
}
