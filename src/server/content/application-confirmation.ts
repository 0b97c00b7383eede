// The words of an application's confirmation: the mail with its link, and the public page the
// link opens (docs/architecture.md, "Applications").
import type { PageMeta } from '../../shared/content/types'

export const applicationConfirmationContent = {
  email: {
    subject: 'Confirm your application · Lumen Code Academy',
    text: (cohort: string, link: string, page: string) =>
      [
        `Someone, probably you, applied with this address for the Lumen Code Academy accelerator cohort starting ${cohort}.`,
        '',
        'To confirm the application, open this link and press the button on the page:',
        link,
        '',
        'Once you confirm, we answer by email with the next step. If it was not you, ignore this email: we will not contact you about it.',
        '',
        'See where your application stands, book your call, read our messages, or withdraw or erase the application, on its own page (keep this link to yourself):',
        page,
        '',
      ].join('\n'),
  },
  page: {
    meta: {
      title: 'Confirm your application · Lumen Code Academy',
      description: 'Confirm an application for a Lumen Code Academy cohort.',
    } satisfies PageMeta,
    heading: 'Confirm your application',
    text: (cohort: string) =>
      `Press the button to confirm your application for the cohort starting ${cohort}.`,
    confirm: 'Confirm my application',
    doneHeading: 'Your application is confirmed',
    done: (cohort: string) =>
      `Thank you. We will answer by email about the cohort starting ${cohort}, with the next step: a short call.`,
    pageLink: 'See where your application stands',
    goneHeading: 'This application is no longer here',
    gone: 'It may have been erased at your request. To apply again, use the application form.',
    applyAgain: 'Apply for a cohort',
  },
} as const
