// What staff are told about the mail the school sends unasked: the inbox's notice once the
// site-wide ceiling on confirmation mails held some back (docs/architecture.md, "Mail the school
// sends unasked").

const mails = (count: number) =>
  count === 1
    ? '1 confirmation was not sent'
    : `${count.toLocaleString('en-GB')} confirmations were not sent`

export const unaskedMailContent = {
  ceiling: {
    reached: (ceiling: number) =>
      `The ceiling on confirmation mails (${ceiling.toLocaleString('en-GB')} an hour) was reached`,
    held: (count: number) => `${mails(count)}, the last`,
    kept: 'The messages and sign-ups were stored, and staff notified, as usual; only those confirmations are missing, and they will not be sent later.',
    resumes: 'Confirmations go out again from',
    resumed: 'Confirmations are going out again.',
    off: 'No confirmation goes out while CONFIRMATION_MAILS_PER_HOUR is 0.',
  },
}
