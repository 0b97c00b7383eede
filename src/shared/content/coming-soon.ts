import { confirmationDays } from '../waitlist-fields.ts'
import type { WaitlistFormText } from './form-text.ts'
import type { ComingSoonContent } from './page-types.ts'
import { plannedOfferings } from './planned-offerings.ts'

const { corporate, technical } = plannedOfferings

/** The waiting-list form's words, naming the offering the visitor waits for. */
const waitlistText = (offering: string): WaitlistFormText => ({
  heading: 'Tell me when it opens',
  emailLabel: 'Email',
  consent: `We will email you a link to confirm your address, then once, when ${offering} opens; nothing else.`,
  submit: 'Notify me',
  sending: 'Signing up…',
  sent: `Check your inbox: open the link in our email within ${confirmationDays} days to confirm your address, and you are on the list. If it is on the list already, nothing changes.`,
  failed: 'Failed to sign up',
  fixFields: 'Please check this field:',
  refusals: {
    limited: 'You have sent several forms in a short time. Please wait a minute, then try again.',
    'too-large': 'The form is too large to send. Please try again.',
    'cross-site': 'You can only sign up with the form on this site. Please use the form below.',
    unsupported: 'The form arrived in a way we cannot read. Please use the form below.',
    unverified: 'The anti-spam check did not pass. Please reload the page and try again.',
    unavailable: 'We could not save your address just now. Please try again in a few minutes.',
  },
  honeypotLabel: 'Leave this field empty',
})

export const corporateContent = {
  meta: {
    title: 'Corporate Offerings · Lumen Code Academy',
    description:
      'Corporate technology training and team upskilling from Lumen Code Academy are coming soon. Leave your email to hear when they launch.',
  },
  heading: 'Corporate Offerings: Coming Soon',
  offering: 'corporate',
  intro: `${corporate.summary} Need help before it opens? Talk to us now about what your team needs.`,
  actions: {
    primary: { label: 'Talk to us now', href: '/contact?about=corporate' },
    secondary: { label: 'Join the waiting list', href: '#waitlist' },
  },
  planned: { heading: 'What is planned', items: corporate.items },
  waitlist: waitlistText('Corporate Offerings'),
} as const satisfies ComingSoonContent

export const technicalContent = {
  meta: {
    title: 'Technical Offerings · Lumen Code Academy',
    description:
      'Technical consulting for teams building on PostgreSQL, Express, React and Node.js is coming soon from Lumen Code Academy.',
  },
  heading: 'Technical Offerings: Coming Soon',
  offering: 'technical',
  intro: `${technical.summary} Need help before it opens? Talk to us now about what your team needs.`,
  actions: {
    primary: { label: 'Talk to us now', href: '/contact?about=technical' },
    secondary: { label: 'Join the waiting list', href: '#waitlist' },
  },
  planned: { heading: 'What is planned', items: technical.items },
  waitlist: waitlistText('Technical Offerings'),
} as const satisfies ComingSoonContent
