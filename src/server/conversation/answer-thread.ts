// Where a conversation's answers live, for the SQL both conversations share: a contact message's
// (conversation_entries, the staff's replies, outbox kind 'answer') and an application's
// (application_entries, the school's messages, kind 'application-answer'). How many answers a
// conversation keeps (answer-ceiling.ts) and which are told one by one or gathered
// (answer-notices.ts, answer-digest.ts) read the same over either; only these names differ.

export type AnswerThread = {
  /** The table of the conversation's entries, and its column naming the conversation. */
  entries: 'conversation_entries' | 'application_entries'
  owner: 'message_id' | 'application_id'
  /** The conversation's own table. */
  parent: 'contact_messages' | 'applications'
  /** The kind of the school's entries: each starts a new turn of the answers'. */
  schoolKind: 'reply' | 'message'
  /** The outbox kind of the staff's notices, and the outbox column naming the answer. */
  noticeKind: 'answer' | 'application-answer'
  noticeEntry: 'entry_id' | 'application_entry_id'
  /** The SQL condition, on the parent aliased `m`, under which no one is told (Spam). */
  silenced: string
}

export const messageThread: AnswerThread = {
  entries: 'conversation_entries',
  owner: 'message_id',
  parent: 'contact_messages',
  schoolKind: 'reply',
  noticeKind: 'answer',
  noticeEntry: 'entry_id',
  silenced: "m.state = 'spam'",
}

export const applicationThread: AnswerThread = {
  entries: 'application_entries',
  owner: 'application_id',
  parent: 'applications',
  schoolKind: 'message',
  noticeKind: 'application-answer',
  noticeEntry: 'application_entry_id',
  silenced: '0',
}
