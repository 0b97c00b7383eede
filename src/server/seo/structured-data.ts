import { acceleratorContent } from '../../shared/content/accelerator'
import { type CourseMode, type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import { program } from '../../shared/content/program'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import { absoluteUrl } from './origin'

/** The provider, as search engines read it (schema.org), on every page, with its published contact details. */
function organization(origin: string, contact: SchoolFacts['contact']) {
  return {
    '@type': 'EducationalOrganization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: site.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    description: site.blurb,
    telephone: contact?.phone.tel ?? site.phone.tel,
    ...(contact?.email && { email: contact.email }),
    ...(contact?.postalAddress?.length && {
      address: { '@type': 'PostalAddress', streetAddress: contact.postalAddress.join(', ') },
    }),
  }
}

/** schema.org's course modes, spelled as Google's Course info documentation spells them. */
const courseModes = {
  online: 'Online',
  onsite: 'Onsite',
  blended: 'Blended',
} as const satisfies Record<CourseMode, string>

/**
 * The next cohort as a CourseInstance: only once the school has set its start date. Its rhythm
 * (20 hours a week for 28 weeks) is the spec's; mode, place and instructors are the school's facts.
 */
function courseInstance(facts: SchoolFacts, startDate: string) {
  const { format, instructors } = facts
  return {
    '@type': 'CourseInstance',
    // Part-time is the one mode the spec states; the school's format names the medium.
    courseMode: format ? courseModes[format.mode] : 'Part-time',
    startDate,
    courseSchedule: {
      '@type': 'Schedule',
      duration: `PT${program.hoursPerWeek}H`,
      repeatFrequency: 'Weekly',
      repeatCount: program.weeks,
      startDate,
    },
    ...(format?.location && {
      location: { '@type': 'Place', name: format.location.name, address: format.location.address },
    }),
    ...(instructors?.length && {
      instructor: instructors.map(({ name, role }) => ({
        '@type': 'Person',
        name,
        description: role,
      })),
    }),
  }
}

/** The accelerator as a schema.org Course, on its own page, with what the school has set. */
function accelerator(origin: string, facts: SchoolFacts) {
  const { tuition, nextCohort } = facts
  return {
    '@type': 'Course',
    name: acceleratorContent.title,
    description: acceleratorContent.meta.description,
    url: absoluteUrl(origin, routes.accelerator.path),
    provider: { '@id': `${absoluteUrl(origin, '/')}#organization`, name: site.name },
    timeRequired: `P${program.weeks}W`,
    ...(tuition && {
      offers: {
        '@type': 'Offer',
        category: tuition.amount === 0 ? 'Free' : 'Paid',
        price: tuition.amount,
        priceCurrency: tuition.currency,
      },
    }),
    ...(nextCohort && { hasCourseInstance: [courseInstance(facts, nextCohort.startDate)] }),
  }
}

/** The accelerator page's questions and answers as a schema.org FAQPage. */
function faqPage(origin: string, faq: NonNullable<SchoolFacts['faq']>) {
  return {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(origin, routes.accelerator.path)}#faq`,
    mainEntity: faq.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/**
 * The JSON-LD graph for a page: the organization, plus what the page itself is about. `facts` are
 * the school's (src/shared/content/facts.ts); tests pass filled ones.
 */
export function structuredData(origin: string, path: string, facts: SchoolFacts = schoolFacts) {
  const graph: object[] = [organization(origin, facts.contact)]
  if (path === routes.accelerator.path) {
    graph.push(accelerator(origin, facts))
    if (facts.faq?.length) graph.push(faqPage(origin, facts.faq))
  }
  return { '@context': 'https://schema.org', '@graph': graph }
}
