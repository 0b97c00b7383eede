// The words of /apply: the page, the application form and what the worker answers about a cohort.
import type {
  ApplicationField,
  Background,
  Financing,
  HeardFrom,
} from '../../application-fields.ts'
import type { FormText } from '../form-text.ts'
import type { PageMeta } from '../types.ts'

/** Every text the application island shows besides its fields: the island receives it as props. */
export type ApplicationFormText = FormText & {
  /** Under the sent notice: the link mailed to the address confirms the application. */
  nextSteps: string
  /** The same mailbox applied to the same cohort already. */
  duplicate: string
  duplicateDetail: string
}

/** The fields' labels and each choice's words: the worker draws the fields from them. */
export type ApplicationFieldText = {
  labels: Record<ApplicationField, string>
  /** The time zone's first option, before the browser's (or the visitor's) is chosen. */
  chooseTimeZone: string
  /** The blank first option of a choice: nothing is answered for the applicant. */
  chooseOne: string
  backgroundWords: Record<Background, string>
  heardFromWords: Record<HeardFrom, string>
  financingWords: Record<Financing, string>
}

const refusals = {
  limited: 'You have sent several forms in a short time. Please wait a minute, then try again.',
  'too-large': 'The application is too long to send. Please shorten it, then try again.',
  'cross-site':
    'Applications can only be sent from the form on this site. Please use the form below.',
  unsupported: 'The form arrived in a way we cannot read. Please use the form below.',
  unverified: 'The anti-spam check did not pass. Please reload the page and try again.',
  unavailable: 'We could not store your application just now. Please try again in a few minutes.',
} as const

export const applyContent = {
  meta: {
    title: 'Apply · Lumen Code Academy',
    description:
      'Apply for a cohort of the Lumen Code Academy full-stack engineering accelerator: choose your start, tell us where you are starting from and what you want to build.',
  } satisfies PageMeta,
  title: 'Apply for the Accelerator',
  intro:
    'Choose your cohort and tell us a little about yourself. We email you a link to confirm your address; once you confirm, you pick a time for the next step, a short call.',
  /** Beside the form: what follows an application. */
  steps: {
    heading: 'What happens next',
    items: [
      'Confirm your address from the link we email you.',
      'A 30-minute call with an instructor about your goals and the program.',
      'A short technical check, then our decision by email.',
    ],
  },
  closedTitle: 'No cohort is taking applications right now',
  closed:
    'Every published cohort has closed its applications. Ask us about the next one and we will tell you when it opens.',
  closedLink: { label: 'Ask about the next cohort', href: '/contact?about=accelerator' },
  sentPage: { titlePrefix: 'Application received · ', another: 'Apply for another cohort' },
  duplicatePage: { titlePrefix: 'Already applied · ' },
  /** The cohort's choice as the form lists it. */
  cohortLabel: (starts: string) => `Starts ${starts}`,
  /** A cohort that stopped taking applications, and the one to apply for instead. */
  cohortClosed: (starts: string, next: string | undefined) =>
    next
      ? `The ${starts} cohort no longer takes applications. The next open cohort starts ${next}: it is chosen below.`
      : `The ${starts} cohort no longer takes applications, and no other cohort is open.`,
  cohortFull: (starts: string, next: string | undefined) =>
    next
      ? `The ${starts} cohort is full. The next open cohort starts ${next}: it is chosen below.`
      : `The ${starts} cohort is full, and no other cohort is open.`,
  fields: {
    labels: {
      cohort: 'Cohort',
      name: 'Name',
      email: 'Email',
      timeZone: 'Your time zone',
      background: 'Where are you starting from?',
      backgroundDetail: 'A few lines about your background (optional)',
      goals: 'What do you want to build or become?',
      heardFrom: 'How did you hear about us?',
      financing: 'Do you want to talk about financing or a scholarship?',
      consent: 'You may contact me by email about this application.',
    },
    chooseTimeZone: 'Choose your time zone',
    chooseOne: 'Choose one',
    backgroundWords: {
      new: 'New to programming',
      'self-taught': 'Self-taught, some projects',
      course: 'Took a course or a bootcamp',
      degree: 'Studied computer science',
      developer: 'Working as a developer',
      other: 'Something else',
    },
    heardFromWords: {
      search: 'A search engine',
      friend: 'A friend or colleague',
      social: 'Social media',
      event: 'An event or meetup',
      media: 'An article, podcast or video',
      other: 'Somewhere else',
    },
    financingWords: {
      neither: 'No',
      financing: 'Yes, financing',
      scholarship: 'Yes, a scholarship',
      both: 'Yes, both',
    },
  } satisfies ApplicationFieldText,
  form: {
    submit: 'Send application',
    sending: 'Sending…',
    sent: 'Application received!',
    nextSteps:
      'What happens next: we have emailed you a link. Open it and press Confirm, and we will answer with the next step.',
    duplicate: 'You have applied for this cohort already: one application a cohort.',
    duplicateDetail:
      'Not confirmed yet? Then what you just sent has replaced what you sent before: confirm it from the link we emailed you. Confirmed already? Then that application stands as you sent it: write to us to change it.',
    failed: 'Failed to send application',
    fixFields: 'Please check these fields:',
    refusals,
    honeypotLabel: 'Leave this field empty',
  } satisfies ApplicationFormText,
} as const
