import { acceleratorContent } from '../../shared/content/accelerator'
import { program } from '../../shared/content/program'
import { routes } from '../../shared/routes'
import { site } from '../../shared/site'
import { absoluteUrl } from './origin'

/** The provider, as search engines read it (schema.org), on every page. */
function organization(origin: string) {
  return {
    '@type': 'EducationalOrganization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: site.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/favicon.svg'),
    description: site.blurb,
    telephone: site.phone.tel,
  }
}

/** The accelerator as a schema.org Course, on its own page. */
function accelerator(origin: string) {
  return {
    '@type': 'Course',
    name: acceleratorContent.title,
    description: acceleratorContent.meta.description,
    url: absoluteUrl(origin, routes.accelerator.path),
    provider: { '@id': `${absoluteUrl(origin, '/')}#organization` },
    timeRequired: `P${program.weeks}W`,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Part-time',
      courseWorkload: `PT${program.hoursPerWeek}H per week`,
    },
  }
}

/** The JSON-LD graph for a page: the organization, plus what the page itself is about. */
export function structuredData(origin: string, path: string) {
  const graph: object[] = [organization(origin)]
  if (path === routes.accelerator.path) graph.push(accelerator(origin))
  return { '@context': 'https://schema.org', '@graph': graph }
}
