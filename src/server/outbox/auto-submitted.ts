// The mark on every mail the school sends by itself (RFC 3834): a notification, a confirmation, an
// answer's notice, an announcement. A visitor's out-of-office, a list server or our own email()
// handler (conversation/receive-answer.ts drops automatic mail) then never answers it, so no two
// machines mail each other in a loop. A reply a member of staff wrote is a person's mail and goes
// without it: RFC 3834 reads no header as "no", and Email Service takes no other value
// (it allows auto-generated, auto-replied and auto-notified; docs/conversation.md, "Mail the school sends by itself says so").

/**
 * Auto-Submitted for every receiver that follows RFC 3834; X-Auto-Response-Suppress for Exchange
 * and Outlook, which send out-of-office and automatic replies unless told not to (an X- header,
 * which Email Service always accepts).
 */
export const automaticHeaders = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
} as const

/** A mail in the builder form, marked as sent by the school's machinery, its own headers kept. */
export const automatic = (mail: EmailMessageBuilder): EmailMessageBuilder => ({
  ...mail,
  headers: { ...mail.headers, ...automaticHeaders },
})
