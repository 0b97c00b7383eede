// The words of the proposal request on /corporate and /technical: the section, its form and its
// choices (docs/architecture.md, "Proposal requests").
import type {
  Budget,
  ProposalField,
  ProposalFormat,
  TeamSize,
  Timeline,
} from '../../proposal/fields.ts'
import type { FormText } from '../form-text.ts'

/** Every text the proposal island shows besides its fields: the island receives it as props. */
export type ProposalFormText = FormText & {
  /** Under the sent notice: the link mailed to the address confirms the request. */
  nextSteps: string
  /** The mailbox's earlier request to this offering is still waiting for its confirmation. */
  duplicate: string
  duplicateDetail: string
  /** What the company agrees to, above the button. */
  consent: string
}

/** The section on the page, the fields' labels and each choice's words. */
export type ProposalSectionText = {
  heading: string
  intro: string
  /** The topics' group: its legend, and the hint under it. */
  topicsHint: string
  labels: Record<ProposalField, string>
  /** A choice's first option, before one is chosen. */
  choose: string
  teamSizeWords: Record<TeamSize, string>
  timelineWords: Record<Timeline, string>
  formatWords: Record<ProposalFormat, string>
  budgetWords: Record<Budget, string>
}

const refusals = {
  limited: 'You have sent several forms in a short time. Please wait a minute, then try again.',
  'too-large': 'The request is too long to send. Please shorten the message, then try again.',
  'cross-site': 'Requests can only be sent from the form on this site. Please use the form below.',
  unsupported: 'The form arrived in a way we cannot read. Please use the form below.',
  unverified: 'The anti-spam check did not pass. Please reload the page and try again.',
  unavailable: 'We could not store your request just now. Please try again in a few minutes.',
} as const

export const proposalSection = {
  heading: 'Request a proposal for your team',
  intro:
    'Tell us who the training is for and what it should cover. We reply within two working days to arrange a short call, then send a written proposal with scope, schedule and price.',
  topicsHint: 'Tick what applies; add anything else below.',
  labels: {
    offering: 'Offering',
    company: 'Company',
    name: 'Your name',
    email: 'Work email',
    teamSize: 'Team size',
    topics: 'Topics',
    otherTopic: 'Another topic (optional)',
    timeline: 'When would you like to start?',
    format: 'Format',
    budget: 'Budget (optional)',
    message: 'Anything else we should know? (optional)',
  },
  choose: 'Choose…',
  teamSizeWords: {
    '1-5': '1–5 people',
    '6-15': '6–15 people',
    '16-50': '16–50 people',
    '51-200': '51–200 people',
    '200+': 'More than 200 people',
  },
  timelineWords: {
    'this-quarter': 'This quarter',
    'next-quarter': 'Next quarter',
    'this-year': 'Later this year',
    exploring: 'Just exploring',
  },
  formatWords: {
    'on-site': 'On site, at your offices',
    remote: 'Remote, live online',
    hybrid: 'Hybrid',
    undecided: 'Not decided yet',
  },
  budgetWords: {
    '': 'Prefer not to say',
    'under-10k': 'Under $10,000',
    '10k-25k': '$10,000–$25,000',
    '25k-50k': '$25,000–$50,000',
    '50k-plus': '$50,000 or more',
  },
} as const satisfies ProposalSectionText

export const proposalFormText = {
  submit: 'Request a proposal',
  sending: 'Sending…',
  sent: 'Request received: check your inbox and open the link we sent to confirm your address.',
  nextSteps: 'Once you confirm, we reply within two working days to arrange a call.',
  duplicate:
    'We have updated your request: what you just sent has replaced the request still waiting for you to confirm your address.',
  duplicateDetail:
    'Confirm it from the link in the email we sent you. If it did not arrive, check your spam folder.',
  consent:
    'We use these details only to answer this request: a link to confirm your address, then our replies about it.',
  failed: 'Failed to send the request',
  fixFields: 'Please check these fields:',
  refusals,
  honeypotLabel: 'Leave this field empty',
} as const satisfies ProposalFormText
