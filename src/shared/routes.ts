/**
 * Every route the site serves: the spec's six in navigation order, then the privacy notice (in the
 * footer, not the top navigation) and the application form (reached from the Apply actions). The
 * one table tests and sitemap read; the navigation names its six itself (site.ts).
 */
export const routes = {
  home: { path: '/', label: 'Home' },
  accelerator: { path: '/accelerator', label: 'Accelerator' },
  corporate: { path: '/corporate', label: 'Corporate' },
  technical: { path: '/technical', label: 'Technical' },
  stack: { path: '/stack', label: 'PERN Stack' },
  contact: { path: '/contact', label: 'Contact' },
  privacy: { path: '/privacy', label: 'Privacy' },
  apply: { path: '/apply', label: 'Apply' },
} as const

/** A key of the route table. */
export type RouteName = keyof typeof routes

/** A path the site serves. */
export type RoutePath = (typeof routes)[RouteName]['path']

/** The routes in navigation order. */
export const routeList = Object.values(routes)

/** The application form with the cohort starting on `startDate` chosen. */
export const applyFor = (startDate: string) => `${routes.apply.path}?cohort=${startDate}` as const
