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
    rateLimited:
      'You have sent several messages in a short time. Please wait a minute, then try again.',
    honeypotLabel: 'Leave this field empty',
  },
} as const satisfies ContactContent
