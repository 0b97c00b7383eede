import type { MessageState } from '../states'

/** A key and what it does, as the shortcuts' help panel lists them. */
export type Shortcut = { keys: readonly string[]; does: string }

/**
 * The words of the inbox's workflow: choosing several messages at once, moving between messages,
 * internal notes, times and the keyboard. Apart from inbox.ts so the features stay in their files.
 */
export const inboxWorkflowContent = {
  bulk: {
    legend: 'With the selected messages',
    select: (name: string) => `Select the message from ${name}`,
    selectAll: 'Select all on this page',
    actions: {
      handled: 'Mark handled',
      spam: 'Mark spam',
      new: 'Mark new',
    } satisfies Record<MessageState, string>,
    delete: 'Delete…',
    done: {
      handled: 'The selected messages were marked handled.',
      spam: 'The selected messages were marked spam.',
      new: 'The selected messages were marked new.',
      deleted: 'The selected messages were deleted.',
      none: 'No message was selected.',
    },
    tooMany: (max: number) => `Choose at most ${max} messages at a time.`,
    unknownAction: 'Unknown action',
    badId: 'Not a message',
    confirm: {
      title: (count: number) =>
        count === 1 ? 'Delete this message?' : `Delete these ${count} messages?`,
      text: 'Each message, its history, notes and search entries are erased for good. This cannot be undone.',
      confirm: (count: number) =>
        count === 1 ? 'Delete 1 message permanently' : `Delete ${count} messages permanently`,
      cancel: 'Keep them',
    },
  },
  neighbours: {
    label: 'Messages in this list',
    previous: 'Previous',
    next: 'Next',
    none: 'End of the list',
    handledNext: 'Mark handled and open the next',
  },
  notes: {
    heading: 'Internal note',
    label: 'Note for the staff (the sender never sees it)',
    submit: 'Add note',
    noteBy: (who: string) => `Note by ${who}`,
    empty: 'Write a note first.',
    tooLong: (max: number) => `A note holds at most ${max} characters.`,
    controls: 'A note cannot hold control characters.',
  },
  times: {
    today: 'Today',
    yesterday: 'Yesterday',
    ago: (minutes: number) =>
      minutes < 1
        ? 'just now'
        : minutes < 60
          ? `${minutes} min ago`
          : `${Math.floor(minutes / 60)} h ago`,
  },
  shortcuts: {
    heading: 'Keyboard shortcuts',
    hint: 'Press ? to show them. They never act while you type in a field.',
    list: [
      { keys: ['j'], does: 'Next message (down the list)' },
      { keys: ['k'], does: 'Previous message (up the list)' },
      { keys: ['o', 'Enter'], does: 'Open the message in focus' },
      { keys: ['x'], does: 'Select or unselect the message in focus' },
      { keys: ['h'], does: 'Mark handled (on a message: and open the next)' },
      { keys: ['s'], does: 'Mark spam' },
      { keys: ['u'], does: 'Back to the list' },
      { keys: ['/'], does: 'Search' },
      { keys: ['?'], does: 'Show or hide this list' },
    ] satisfies Shortcut[],
  },
} as const
