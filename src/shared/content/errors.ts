import type { ErrorPageContent } from './page-types'

export const notFoundContent = {
  meta: {
    title: 'Page not found · Lumen Code Academy',
    description: 'This page does not exist on the Lumen Code Academy website.',
  },
  heading: 'Page not found',
  text: 'The page you asked for does not exist or has moved. The navigation above, or the link below, will take you somewhere useful.',
  homeLink: 'Back to the home page',
} as const satisfies ErrorPageContent

export const serverErrorContent = {
  meta: {
    title: 'Unexpected Application Error! · Lumen Code Academy',
    description: 'Something went wrong while showing this page.',
  },
  heading: 'Unexpected Application Error!',
  text: 'Something went wrong on our side while showing this page. Please try again in a moment.',
  homeLink: 'Back to the home page',
} as const satisfies ErrorPageContent
