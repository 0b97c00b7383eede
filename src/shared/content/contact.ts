import { routes } from '../routes.ts'
import type { PrivacyNote } from './form-text.ts'
import type { ContactContent } from './page-types.ts'

/**
 * How soon the school answers a message until it publishes its own ("usually within …"): the
 * page's introduction, the sent alert's "what happens next" (with and without JavaScript) all say
 * it from this one value, and the contact details' form starts from it.
 */
export const builtInResponseTime = '2 working days'

const defaultResponseTime = `within ${builtInResponseTime}`

/** The promise "within <time>" of a response time the school published ("2 working days"), or the code's. */
export const responsePromise = (published: string | undefined) =>
  published === undefined ? undefined : `within ${published}`

/** The contact page's words with the response time the school promises ("within …"). */
export const contactContentFor = (responseTime = defaultResponseTime) =>
  ({
    meta: {
      title: 'Contact · Lumen Code Academy',
      description:
        'Questions about the accelerator, corporate training or consulting? Send Lumen Code Academy a message and we will reply by email.',
    },
    title: 'Get in Touch',
    intro: `Ask about the next cohort, the schedule or whether the program fits you. We read every message and reply by email, usually ${responseTime}.`,
    responseTime,
    form: {
      nameLabel: 'Name',
      emailLabel: 'Email',
      messageLabel: 'Message',
      aboutLabel: 'What is it about?',
      aboutWords: {
        general: 'A general question',
        accelerator: 'The accelerator program',
        corporate: 'Corporate solutions',
        technical: 'Technical consulting',
      },
      submit: 'Send Message',
      sending: 'Sending…',
      sent: 'Message sent successfully!',
      nextSteps: `What happens next: we read every message and usually answer ${responseTime}, by email to the address you gave.`,
      failed: 'Failed to send message',
      fixFields: 'Please check these fields:',
      refusals: {
        limited:
          'You have sent several messages in a short time. Please wait a minute, then try again.',
        'too-large': 'The message is too long to send. Please shorten it, then try again.',
        'cross-site':
          'Messages can only be sent from the form on this site. Please use the form below.',
        unsupported: 'The form arrived in a way we cannot read. Please use the form below.',
        unverified: 'The anti-spam check did not pass. Please reload the page and try again.',
        unavailable: 'We could not store your message just now. Please try again in a few minutes.',
      },
      honeypotLabel: 'Leave this field empty',
    },
    sentPage: {
      titlePrefix: 'Message sent · ',
      another: 'Send another message',
    },
  }) as const satisfies ContactContent

/** The contact page's words as the code holds them (before the school publishes its own promise). */
export const contactContent = contactContentFor()

/** Beside the form on /contact: the school's phone, email and address (published, else the code's phone). */
export const otherWaysContent = {
  heading: 'Other ways to reach us',
  phone: 'Phone',
  email: 'Email',
  address: 'Post',
} as const

/**
 * Beside each form's button (contact, waiting lists): where the visitor reads what happens to
 * what they type.
 */
export const privacyNote = {
  lead: 'How we use your details:',
  link: 'Privacy notice',
  href: routes.privacy.path,
} as const satisfies PrivacyNote
