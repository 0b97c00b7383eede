// An offering's topics, as its page lists them (docs/architecture.md, "Proposal requests"): the
// planned items the school last published, else the code's. The form ticks among them and the
// worker accepts only them, so the page and the contract never disagree.

import type { SchoolFacts } from '../../shared/content/facts'
import { plannedOfferings } from '../../shared/content/planned-offerings'
import type { Offering } from '../../shared/proposal/fields'

/** The topics a request for `offering` may tick, in the page's order. */
export const offeringTopics = (facts: SchoolFacts, offering: Offering): readonly string[] =>
  facts.offerings?.[offering]?.items ?? plannedOfferings[offering].items

/** The first ticked topic the page does not list, if any. */
export const unlistedTopic = (topics: readonly string[], listed: readonly string[]) =>
  topics.find((topic) => !listed.includes(topic))
