import { type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import type { LiveContent } from './live'
import { type ContentGroup, checkContent, type SiteContent } from './schema/index.ts'

/**
 * A published group as the pages may show it: checked again by its publish schema on the way in,
 * so a row written by hand (or by an older build) that would fail it is left out whole, and the
 * page shows the code's facts for it instead.
 */
function published<G extends ContentGroup>(live: LiveContent, name: G) {
  // A group never published is absent, which its schema refuses like any other non-object.
  const checked = checkContent(name, 'publish', live.content[name])
  return checked.ok ? (checked.content as NonNullable<SiteContent[G]>) : undefined
}

/**
 * Each live version's facts, read once: a page's render asks twice (the page, and the document's
 * structured data), and every render of the same version gets the same answer.
 */
const factsByVersion = new WeakMap<LiveContent, SchoolFacts>()

/**
 * The facts a page renders: the code's (what a fresh database shows), each replaced by the
 * published group that holds it. The cohort's dates, which act on time, and the contact details
 * and offerings, which other pages show, are not read from the published content yet.
 */
export function factsOf(live: LiveContent | undefined): SchoolFacts {
  if (!live) return schoolFacts
  let facts = factsByVersion.get(live)
  // Stryker disable next-line ConditionalExpression: the memo only spares checking a version again
  if (!facts) {
    facts = publishedFacts(live)
    // Stryker disable next-line all: the memo only spares checking a version again
    factsByVersion.set(live, facts)
  }
  return facts
}

function publishedFacts(live: LiveContent): SchoolFacts {
  const faq = published(live, 'faq')?.faq
  const tuition = published(live, 'tuition')
  const howToApply = published(live, 'applying')?.steps
  const instructors = published(live, 'instructors')?.instructors
  return {
    ...schoolFacts,
    ...(faq && { faq }),
    ...(tuition && { tuition }),
    ...(howToApply && { howToApply }),
    ...(instructors && { instructors }),
  }
}
