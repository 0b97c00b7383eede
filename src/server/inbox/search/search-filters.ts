// How the list's filters (a state, a topic) narrow a query, as SQL terms with bound parameters.
import type { About } from '../../../shared/contact-about'
import type { InboxFilter } from '../states'

/** The WHERE term of a topic (a general question is stored as NULL), with its parameters. */
export function aboutClause(about: About): { term: string; params: string[] } {
  return about === 'general'
    ? { term: 'm.about IS NULL', params: [] }
    : { term: 'm.about = ?', params: [about] }
}

/** The terms of the list's state filter and topic (each ANDed), with their parameters in order. */
export function filterTerms(filter: InboxFilter, about: About | null | undefined) {
  const terms: string[] = []
  const params: string[] = []
  if (filter !== 'all') {
    terms.push('m.state = ?')
    params.push(filter)
  }
  if (about) {
    const clause = aboutClause(about)
    terms.push(clause.term)
    params.push(...clause.params)
  }
  return { terms, params }
}

/** The WHERE of a window's lookup: the state filter and the topic, with their parameters. */
export function windowFilter(filter: InboxFilter, about: About | null) {
  const { terms, params } = filterTerms(filter, about)
  return { where: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params }
}

/** What a search walks: the FTS5 query, the state filter, a topic, and the key to start below. */
export type SearchWalk = {
  filter: InboxFilter
  search: string
  afterKey: number | null
  about?: About | null
}
