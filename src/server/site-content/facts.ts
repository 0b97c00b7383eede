import { type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import type { LiveContent } from './live'

/** An FAQ entry as published: question and answer, plain text. */
type Entry = { question: string; answer: string }

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Entry).question === 'string' &&
  typeof (value as Entry).answer === 'string'

/** The FAQ group as published (`{ faq: [{ question, answer }, …] }`), its entries or none. */
function publishedFaq(group: unknown): Entry[] | undefined {
  const entries = (group as { faq?: unknown } | undefined)?.faq
  return Array.isArray(entries) ? entries.filter(isEntry) : undefined
}

/**
 * The facts a page renders: the code's (what a fresh database shows), each replaced by the
 * published group that holds it. Published content was checked strictly when it was published;
 * what is read back is checked for its shape again, so a row written by hand cannot break a page.
 */
export function factsOf(live: LiveContent | undefined): SchoolFacts {
  const faq = publishedFaq(live?.content.faq)
  return { ...schoolFacts, ...(faq && { faq }) }
}
