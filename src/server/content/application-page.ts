// The words of the applicant's page (/application/<token>) and of its Withdraw and Erase steps
// (docs/architecture.md, "The applicant's page"). Each stage in the applicant's words, with what
// happens next: the staff's labels for the stages are the inbox's own.
import type { PageMeta } from '../../shared/content/types'

/** Where an application stands (migrations/0018_applications.sql, its `stage`). */
export type ApplicationStage =
  | 'applied'
  | 'call-booked'
  | 'call-held'
  | 'technical-check'
  | 'offer'
  | 'enrolled'
  | 'declined'
  | 'withdrawn'

/** A stage as the applicant reads it: a short name, and what happens next. */
type StageWords = { label: string; next: (cohort: string) => string }

const stages = {
  applied: {
    label: 'Received',
    next: () =>
      'The next step is a short call with one of our team: a chance to get to know each other and to ask anything about the program. Pick a time that suits you.',
  },
  'call-booked': {
    label: 'Call booked',
    next: () =>
      'We look forward to talking with you at the time below. Add it to your calendar; if it no longer suits you, you can move or cancel it from the booking page.',
  },
  'call-held': {
    label: 'Call held',
    next: () =>
      'Thank you for the call. Next comes a short technical check; we will email you about it within a few days.',
  },
  'technical-check': {
    label: 'Technical check',
    next: () =>
      'We have sent you a short exercise by email. Once you have done it, we go through it with you and then decide.',
  },
  offer: {
    label: 'Offer made',
    next: (cohort) =>
      `We have offered you a place in the cohort starting ${cohort}. Our message below says how to accept it and what happens then.`,
  },
  enrolled: {
    label: 'Enrolled',
    next: (cohort) =>
      `You have a place in the cohort starting ${cohort}. Before it starts, we email you everything you need for the first week.`,
  },
  declined: {
    label: 'Not offered a place',
    next: () =>
      'We are not able to offer you a place in this cohort. You are welcome to apply for a later one.',
  },
  withdrawn: {
    label: 'Withdrawn',
    next: () =>
      'You withdrew this application: we do not consider it further. You are welcome to apply for a later cohort.',
  },
} as const satisfies Record<ApplicationStage, StageWords>

const meta = {
  title: 'Your application · Lumen Code Academy',
  description: 'Where your application to Lumen Code Academy stands.',
} satisfies PageMeta

export const applicationPageContent = {
  meta,
  heading: 'Your application',
  intro: (cohort: string) => `For the Lumen Code Academy accelerator cohort starting ${cohort}.`,
  stageHeading: 'Where it stands',
  stages,
  unconfirmed:
    'You have not confirmed this application yet: confirm it, and we consider it and answer you about it.',
  confirm: 'Confirm my application',
  callHeading: 'Your call',
  callLength: (minutes: number) => `${minutes} minutes, with our team.`,
  moveCall: 'Move or cancel the call',
  yourTime: 'Your time',
  schoolTime: 'School’s time',
  calendar: 'Add it to your calendar (.ics)',
  bookCall: 'Book your call',
  conversationHeading: 'Messages',
  noMessages: 'No messages yet. When we write to you about your application, it shows here too.',
  fromSchool: 'Lumen Code Academy',
  fromYou: 'You',
  actionsHeading: 'Changed your mind?',
  withdrawLink: 'Withdraw my application',
  eraseLink: 'Erase my application',
  back: 'Back to your application',
  withdraw: {
    meta: { ...meta, title: 'Withdraw your application · Lumen Code Academy' },
    heading: 'Withdraw your application?',
    text: (cohort: string) =>
      `We stop considering your application for the cohort starting ${cohort}, and cancel the call you booked, if any. You may apply again later.`,
    confirm: 'Withdraw my application',
    doneHeading: 'Your application is withdrawn',
    done: 'We do not consider it further, and a call you had booked is cancelled. Your page stays until the application is deleted, as our privacy notice says.',
    closedHeading: 'There is nothing to withdraw',
    closed:
      'Where your application stands now, it cannot be withdrawn from here. Write to us if anything should change.',
  },
  erase: {
    meta: { ...meta, title: 'Erase your application · Lumen Code Academy' },
    heading: 'Erase your application?',
    text: 'This deletes your application at once, with our messages about it, your answers and any call you booked. It cannot be undone, and this page stops working.',
    confirm: 'Erase my application',
    doneHeading: 'Your application is erased',
    done: 'Nothing of it is left in our database. To apply again, use the application form.',
    applyAgain: 'Apply for a cohort',
  },
} as const
