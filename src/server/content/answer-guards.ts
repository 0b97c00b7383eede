import { site } from '../../shared/site.ts'

/** How many answers, in words: "1 more answer", "7 more answers". */
const answers = (count: number) => (count === 1 ? '1 more answer' : `${count} more answers`)

/**
 * What a visitor's answers may change, in the words staff and senders read (docs/conversation.md,
 * "The visitor's answers come back"): the history says an answer reopened a message, never
 * in the words of a staff change; a full conversation refuses more and says so; answers past the
 * first few after a reply reach staff together, as one notice.
 */
export const answerGuardsContent = {
  history: {
    /** An answer put a handled message back in New. */
    reopenedBy: (address: string, visitorsAddress: boolean) =>
      `Reopened by an answer from ${address} (${visitorsAddress ? 'the address the visitor gave' : 'another address'})`,
  },
  ceiling: {
    /** What the sender's server is told of an answer past the ceiling (setReject). */
    refusal: (maxAnswers: number) =>
      `Conversation full: ${site.name} keeps up to ${maxAnswers} answers in one conversation. Please write to us again through the contact form on our website.`,
    /** On the message page, once the conversation is full or refused an answer. */
    full: (maxAnswers: number, maxCharacters: string) =>
      `This conversation is full: it keeps ${maxAnswers} answers and ${maxCharacters} characters of them. Further answers are refused, and their senders asked to write through the contact form.`,
    refused: (count: number) =>
      `${answers(count)} ${count === 1 ? 'was' : 'were'} refused since, the last on`,
  },
  digest: {
    subject: (count: number, name: string) => `${answers(count)} from ${name}`,
    lead: (name: string, count: number, messageId: string, first: string, last: string) =>
      `${name} sent ${answers(count)} in the conversation about message ${messageId}, the first at ${first}, the latest at ${last}. The message is New again.`,
    otherAddresses: (count: number, visitor: string) =>
      `${count} of them from another address than the visitor’s (${visitor}): check before trusting ${count === 1 ? 'it' : 'them'}.`,
    why: (oneByOne: number, minutes: number) =>
      `The first ${oneByOne} answers after each reply are told one by one; more come together in one notice like this, at most one every ${minutes} minutes. Read them in the inbox.`,
  },
} as const
