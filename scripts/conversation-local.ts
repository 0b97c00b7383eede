// The settings the local walk-through needs (docs/conversation.md "The whole conversation, locally"), written to
// .dev.vars by `npm run inbox:local` beside the inbox's own: a school address on a local domain, a
// signing secret for reply addresses, and the origin `npm start` serves on (PORT, 8787 by
// default), which announcements link back to for unsubscribing. Only settings .dev.vars lacks are
// added, so a developer's own values (or a real secret) stay. `npm start` gives the worker a
// CONTACT_EMAIL binding that writes every mail to a file. The staff's notification addresses
// (CONTACT_NOTIFY_TO/FROM) are left to the developer (docs/conversation.md says how): with them, every
// message is a mail to the staff too. The worker tests never see any of it (vitest.config.ts).
import { randomBytes } from 'node:crypto'

export const localSchoolAddress = 'school@lumen.localhost'

/** Each setting the walk-through needs and .dev.vars (its text given) does not set yet. */
export function localConversationVars(devVars: string): Record<string, string> {
  const present = new Set(devVars.split('\n').map((line) => line.split('=', 1)[0]?.trim()))
  const wanted: Record<string, () => string> = {
    SCHOOL_MAIL_FROM: () => localSchoolAddress,
    // 32 random bytes, as `openssl rand -hex 32` makes for production.
    REPLY_TOKEN_SECRET: () => randomBytes(32).toString('hex'),
    SITE_ORIGIN: () => `http://localhost:${process.env.PORT ?? 8787}`,
  }
  return Object.fromEntries(
    Object.entries(wanted)
      .filter(([name]) => !present.has(name))
      .map(([name, value]) => [name, value()]),
  )
}
