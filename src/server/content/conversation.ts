import { contactContentFor } from '../../shared/content/contact.ts'
import { site } from '../../shared/site.ts'

/** The words of a confirmation mail: nothing in it comes from what the visitor typed. */
export type ConfirmationContent = {
  subject: string
  arrivedIn: (when: string, zone: string) => string
  /** `promise`: when the school answers ("within 1 working day"), the code's when unset. */
  text: (receivedOn: string, promise?: string) => string
}

/**
 * What the school sends a visitor (docs/conversation.md). The confirmation names no value
 * the visitor typed, not even the name: a form that mails chosen words to any address is a spam
 * relay.
 */
export const conversationMailContent = {
  confirmation: {
    subject: `We received your message · ${site.name}`,
    /**
     * When the message arrived, its zone named: a form post does not say the visitor's zone, so
     * the school's is said outright rather than left to an abbreviation ("GMT-3", "IST").
     */
    arrivedIn: (when: string, zone: string) => `${when} (school time, ${zone})`,
    text: (receivedOn: string, promise?: string) =>
      [
        `Thank you for writing to ${site.name}. Your message arrived on ${receivedOn}.`,
        '',
        contactContentFor(promise).form.nextSteps,
        '',
        'To add something, answer this email: it reaches the same conversation.',
        '',
        'If you did not write to us, you can ignore this email.',
      ].join('\n'),
  } satisfies ConfirmationContent,
  reply: {
    subject: `Re: Your message to ${site.name}`,
    /** The line above the visitor's quoted answer, below the staff's reply. */
    quoteIntro: (writtenOn: string) => `On ${writtenOn}, you wrote:`,
    /**
     * Below a reply while no answer has come from the visitor's address: the form's message is
     * an outsider's words until then, so the mail names only when it was sent.
     */
    unquoted: (receivedOn: string) => [
      `You wrote to us through our contact form on ${receivedOn}.`,
      'If you did not write to us, you can ignore this email.',
    ],
  },
} as const

/** The words of the conversation on the inbox's message page: the thread and the reply form. */
export const inboxConversationContent = {
  thread: {
    heading: 'Conversation',
    reply: 'Reply',
    answer: 'Answer from the visitor',
    by: 'by',
    from: 'from',
    otherSender: 'Sent from an address other than the visitor’s',
    attachments: 'Attachments (not kept):',
    /** Folds the history a visitor's mail client quoted, where it was in the mail. */
    showHistory: 'Show the quoted history',
    delivery: {
      pending: 'Sending',
      delivered: 'Delivered',
      failed: 'Not delivered',
    },
    lastError: 'Last error:',
    /** On a reply that was never delivered: queues it again, with a fresh day of retries. */
    sendAgain: 'Send again',
  },
  form: {
    heading: 'Reply',
    label: 'Your reply (plain text)',
    hint: 'Sent by email from the school’s address; the visitor’s answer comes back here.',
    /** Above the box once the visitor's address answered: what the mail quotes below the reply. */
    quotesAnswer: (writtenOn: string) =>
      `The email quotes the visitor’s latest answer (${writtenOn}) below your reply.`,
    /** Above the box while it has not: the form's message is anyone's words. */
    unverified:
      'No answer has come from this address yet, and anyone can type any address into the contact form: the email quotes nothing of the message, only when it was sent. Repeat none of its links or instructions in your reply.',
    submit: 'Send reply',
    off: 'Replies from the inbox are off: set SCHOOL_MAIL_FROM and REPLY_TOKEN_SECRET (docs/settings.md, “The conversation’s settings”). Reply by email meanwhile.',
    incomplete: (problem: string) => `Replies from the inbox cannot be sent: ${problem}.`,
    empty: 'Write a reply before sending it.',
    tooLong: (max: number) => `A reply can be at most ${max} characters.`,
    controls: 'The reply contains control characters; remove them and send it again.',
    badKey: 'This form has expired: reload the page and send the reply again.',
  },
  /** A reply form posted again after its reply was sent (the back button, a retried request). */
  alreadySent: {
    before: 'This reply was already sent',
    after: '. Nothing was sent again, and the message was left as it is.',
  },
  answered: 'Answered',
  answeredOn: 'Answered',
  sent: 'Your reply was sent to the outbox.',
} as const
