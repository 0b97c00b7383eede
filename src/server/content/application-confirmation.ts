// The words of an application's confirmation: the mail with its link, and the public page the
// link opens (docs/architecture.md, "Applications").
import type { PageMeta } from '../../shared/content/types'
import { confirmationDays } from '../../shared/waitlist-fields'

export const applicationConfirmationContent = {
  email: {
    subject: 'Confirm your application · Lumen Code Academy',
    text: (cohort: string, link: string, page: string) =>
      [
        `Someone, probably you, applied with this address for the Lumen Code Academy accelerator cohort starting ${cohort}.`,
        '',
        `To confirm the application, open this link and press the button on the page (the link works for ${confirmationDays} days):`,
        link,
        '',
        `Once you confirm, book a short call with us on your application’s page (the link below): that is the next step. If it was not you, ignore this email: without a confirmation the application is deleted after ${confirmationDays} days, and we will not contact you about it.`,
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
      `Thank you. The next step for the cohort starting ${cohort} is a short call with our team: pick a time on your application’s page.`,
    pageLink: 'See where your application stands',
    goneHeading: 'This application is no longer here',
    gone: `It may have been erased at your request, or not confirmed within ${confirmationDays} days. To apply again, use the application form.`,
    applyAgain: 'Apply for a cohort',
  },
} as const
