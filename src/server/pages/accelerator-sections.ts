import { acceleratorContent } from '../../shared/content/accelerator'
import type { SchoolFacts } from '../../shared/content/facts'
import { hasKeyFacts } from '../components/school-facts'
import type { SectionLink } from '../components/sections-nav'

/**
 * Whether each of /accelerator's sections is on the page, by its heading's id, in the page's
 * order: the school's facts only once published (each component's own test for showing itself:
 * upcoming-cohorts.tsx wants two cohorts, since one is the hero's card).
 */
const shown = (facts: SchoolFacts) => ({
  'upcoming-cohorts': (facts.upcomingCohorts?.length ?? 0) >= 2,
  'key-facts': hasKeyFacts(facts),
  philosophy: true,
  'time-support': true,
  'core-technologies': true,
  'learning-approach': true,
  instructors: !!facts.instructors?.length,
  'program-structure': true,
  outcomes: !!facts.outcomes?.length,
  graduates: !!facts.graduates?.length,
  'how-to-apply': !!facts.howToApply?.length,
  faq: !!facts.faq?.length,
})

/** The in-page list's links: one to each section the page shows, in order. */
export function sectionLinks(facts: SchoolFacts): SectionLink[] {
  const { links } = acceleratorContent.sectionsNav
  return Object.entries(shown(facts))
    .filter(([, isShown]) => isShown)
    .map(([id]) => ({ id, text: links[id as keyof typeof links] }))
}
