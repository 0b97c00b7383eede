import { type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import { accelerator } from './course-data'
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
