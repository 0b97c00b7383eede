import type { AddressText } from './form-text.ts'

/**
 * The words every public form (contact, both waiting lists) uses about an address: the worker's
 * refusals, and the suggestion shown by the island or by the page a post without JavaScript gets.
 */
export const addressText = {
  wholeDomain: 'Email needs its whole domain after the @, such as example.com',
  ownAddress: 'Email must be your own address, so our mail reaches you',
  suggestion: {
    question: (suggested) => `Did you mean ${suggested}?`,
    use: (suggested) => `Use ${suggested}`,
    keep: (typed) => `If ${typed} is right, send the form again as it is.`,
  },
  checkTitlePrefix: 'Check your email address · ',
} as const satisfies AddressText
