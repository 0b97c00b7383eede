import type { ContactContent } from './types'

export const contactContent = {
  meta: {
    title: 'Contact · Lumen Code Academy',
    description:
      'Questions about the accelerator, corporate training or consulting? Send Lumen Code Academy a message and we will reply by email.',
  },
  title: 'Get in Touch',
  intro:
    'Ask about the next cohort, the schedule or whether the program fits you. We read every message and reply by email, usually within two working days.',
  form: {
    nameLabel: 'Name',
    emailLabel: 'Email',
    messageLabel: 'Message',
    submit: 'Send Message',
    sending: 'Sending…',
    sent: 'Message sent successfully!',
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
} as const satisfies ContactContent
