import type { About } from '../../../shared/contact-about'
import type { InboxFilter, MessageState } from '../states'

/** The words of the staff's inbox: labels, headings, confirmations and notices. */
export const inboxContent = {
  title: 'Inbox',
  brandSuffix: 'Inbox',
  signedInAs: 'Signed in as',
  backToSite: 'Public site',
  skipLink: 'Skip to content',
  filters: { new: 'New', handled: 'Handled', spam: 'Spam', all: 'All' } satisfies Record<
    InboxFilter,
    string
  >,
  states: { new: 'New', handled: 'Handled', spam: 'Spam' } satisfies Record<MessageState, string>,
  /** What each state means, for docs/inbox.md and the list's empty states. */
  empty: {
    new: 'No new messages. Everything is handled.',
    handled: 'No handled messages yet.',
    spam: 'No spam.',
    all: 'No messages yet.',
  } satisfies Record<InboxFilter, string>,
  noMatches: 'No message matches this search.',
  /**
   * What a message is about (docs/architecture.md, "What the message is about"): the list's badge
   * and filter, the message's page.
   */
  about: {
    filterLabel: 'Filter messages by topic',
    any: 'Any topic',
    names: {
      general: 'General',
      accelerator: 'Accelerator',
      corporate: 'Corporate',
      technical: 'Technical',
    } satisfies Record<About, string>,
  },
  filtersLabel: 'Filter messages by state',
  searchLabel: 'Search name, email and message',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  exportCsv: 'Export CSV',
  olderPage: 'Older messages',
  firstPage: 'Newest messages',
  columns: { from: 'From', message: 'Message', received: 'Received', state: 'State' },
  message: {
    back: 'Back to the inbox',
    from: 'From',
    received: 'Received',
    about: 'About',
    state: 'State',
    reply: 'Reply by email',
    replySubject: 'Re: Your message to Lumen Code Academy',
    honeypot: 'Caught by the form’s honeypot: probably sent by a bot.',
    actions: 'Actions',
    history: 'History',
    arrived: 'Arrived',
    markedBy: (state: string, who: string) => `Marked ${state} by ${who}`,
  },
  deliveries: {
    heading: 'Notifications',
    none: 'No notification was due: none is configured, or the honeypot caught this message.',
    channels: { email: 'Email', webhook: 'Webhook' },
    states: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
    attempts: (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`),
    deliveredAt: 'delivered',
    nextAttempt: 'next attempt',
    lastError: 'Last error:',
    retry: 'Retry now',
  },
  waitlists: {
    title: 'Waiting lists',
    nav: 'Waiting lists',
    lead: 'Addresses that asked to be told, once, when an offering opens.',
    offerings: { corporate: 'Corporate Offerings', technical: 'Technical Offerings' },
    exportCsv: 'Export CSV',
    newest: 'Newest sign-ups',
    empty: 'Nobody yet.',
    columns: { email: 'Email', signedUp: 'Signed up' },
    erase: {
      heading: 'Erase an address',
      text: 'Removes the address from every waiting list, and every message from it, for good.',
      label: 'Email address',
      submit: 'Erase from every list…',
      confirmTitle: 'Erase this address everywhere?',
      confirmText:
        'The address leaves every waiting list, and every message from it is erased for good, with its history, search entries and notifications. This cannot be undone.',
      confirm: 'Erase it',
      cancel: 'Keep it',
      done: 'That address is erased from every waiting list and message.',
    },
  },
  actions: {
    markHandled: 'Mark handled',
    markNotHandled: 'Mark not handled',
    markSpam: 'Mark spam',
    markNotSpam: 'Not spam',
    delete: 'Delete permanently…',
    eraseAddress: 'Delete everything from this address…',
  },
  confirmDelete: {
    title: 'Delete this message?',
    text: 'The message, its conversation, its history and its search entries are erased for good. This cannot be undone.',
    confirm: 'Delete permanently',
    cancel: 'Keep it',
  },
  confirmErase: {
    title: 'Delete everything from this address?',
    text: (count: number) =>
      `${count === 1 ? 'One message' : `${count} messages`} from this address will be erased for good, with their conversations, history, search entries and notifications, and the address leaves every waiting list. This cannot be undone.`,
    confirm: 'Delete all of them',
    cancel: 'Keep them',
  },
  notices: {
    deleted: 'The message was deleted.',
    erased: (count: number) =>
      `${count === 1 ? 'One message' : `${count} messages`} from that address deleted.`,
  },
  /** The last row of an export that stopped midway (the download then fails as well). */
  exportIncomplete:
    'EXPORT INCOMPLETE: an error stopped the export here, and the rows above are not all of them. Export again.',
  refused: {
    forbidden: 'This request was refused.',
    keysUnavailable:
      'Your sign-in cannot be checked right now: Cloudflare Access’s keys could not be fetched. Try again in a minute.',
  },
  signIn: {
    title: 'Local sign-in',
    text: 'This step exists only on a local run with a development key (npm run inbox:local). Paste the token it printed.',
    tokenLabel: 'Access token',
    submit: 'Sign in',
    invalid: 'That token was not accepted: it may have expired. Run npm run inbox:local again.',
  },
} as const
