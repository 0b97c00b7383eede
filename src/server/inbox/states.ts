/** Where a message stands in the provider's inbox (migrations/0003_inbox.sql). */
export const messageStates = ['new', 'handled', 'spam'] as const
export type MessageState = (typeof messageStates)[number]

/** The list's filters: one state, or every message. */
export const inboxFilters = ['new', 'handled', 'spam', 'all'] as const
export type InboxFilter = (typeof inboxFilters)[number]

export const isMessageState = (value: unknown): value is MessageState =>
  messageStates.includes(value as MessageState)

export const isInboxFilter = (value: unknown): value is InboxFilter =>
  inboxFilters.includes(value as InboxFilter)

/** Messages a page of the list shows. */
export const inboxPageSize = 50

/** Longest search the list accepts; longer text is cut here. */
export const maxSearchLength = 200
