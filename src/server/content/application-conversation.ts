// The words of an application's conversation by mail (docs/architecture.md, "An application's
// conversation by mail"): what ends every message the school sends about an application, and what
// staff read when the applicant answers.
import { site } from '../../shared/site.ts'

/** How many answers, in words: "1 more answer", "7 more answers". */
const answers = (count: number) => (count === 1 ? '1 more answer' : `${count} more answers`)

export const applicationConversationContent = {
  message: {
    /** The subject of a message sent without one of its own. */
    subject: `Your application · ${site.name}`,
    /** Below the message's text: how to answer, and the applicant's page. */
    footer: (pageLink: string) =>
      [
        '',
        '--',
        `Answer this email to write back to ${site.name}: your answer joins your application.`,
        'Where your application stands, and every message about it:',
        pageLink,
      ].join('\n'),
  },
  notice: {
    subject: (name: string) => `Answer from ${name} · Application`,
    lead: (name: string, cohort: string, entryId: number, received: string) =>
      `${name} answered about their application for the cohort starting ${cohort} (answer ${entryId}, received ${received}).`,
    otherAddress: (applicant: string) =>
      `Sent from another address than the applicant's (${applicant}): check before trusting it.`,
    attachments: (names: string[]) => `Attachments (not kept): ${names.join(', ')}`,
    link: (url: string) => `Open the application: ${url}`,
  },
  digest: {
    subject: (count: number, name: string) => `${answers(count)} from ${name} · Application`,
    lead: (name: string, count: number, cohort: string, first: string, last: string) =>
      `${name} sent ${answers(count)} about their application for the cohort starting ${cohort}, the first at ${first}, the latest at ${last}.`,
    otherAddresses: (count: number, applicant: string) =>
      `${count} of them from another address than the applicant’s (${applicant}): check before trusting ${count === 1 ? 'it' : 'them'}.`,
    why: (oneByOne: number, minutes: number) =>
      `The first ${oneByOne} answers after each message from the school are told one by one; more come together in one notice like this, at most one every ${minutes} minutes. Read them in the inbox.`,
  },
} as const
