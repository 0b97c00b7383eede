// The words of the page a form posted without a good sign-in gets (access/signed-out.tsx).

export const signedOutContent = {
  title: 'You were signed out',
  heading: 'You were signed out: nothing was saved',
  lead: 'Your sign-in to the inbox had ended (or could not be trusted) when you sent the form, so nothing you sent was saved or sent.',
  steps: [
    'Copy what you typed from the boxes below.',
    'Sign in again: the link opens the form in a new tab, after the sign-in.',
    'Paste what you typed into the form and send it again.',
  ],
  signIn: 'Sign in again and open the form (new tab)',
  typedHeading: 'What you typed',
  typedLead: 'As it was sent, to copy: it is not kept anywhere.',
  nothingTyped: 'The form held no text to give back.',
  /** The forms' typed fields by name, for the forms that are not a content group's. */
  fields: {
    reply: 'Reply',
    note: 'Note',
    subject: 'Subject',
    body: 'Text',
    name: 'Name',
  },
} as const
