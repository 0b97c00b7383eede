// What the school's mails to a visitor share: who they come from, where an answer goes, how a
// time reads, and the settings they cannot go without.

import { conversationMailContent } from '../content/conversation.ts'
import { fromSchool } from '../outbox/from-school.ts'
import { conversationSettings } from '../settings/conversation.ts'
import type { Bindings } from '../settings/env.ts'
import { defaultTimeZone, inboxTimeZone, schoolDateTime } from '../settings/time-zone.ts'
import { oneLine } from '../utils/header-values.ts'
import { replyAddress } from './reply-token.ts'

/**
 * The sender and the conversation's reply address of one message, or a throw naming what is
 * missing: the outbox keeps the row, records the reason, and retries (settings may be fixed).
 */
export async function visitorMailHeaders(env: Bindings, messageId: string, to: string) {
  const settings = conversationSettings(env)
  if (settings.state === 'off')
    throw new Error('the conversation is off: SCHOOL_MAIL_FROM is not set')
  if (settings.state === 'incomplete') throw new Error(settings.problem)
  return {
    mailer: settings.mailer,
    header: {
      from: fromSchool(settings.from),
      to: oneLine(to),
      replyTo: await replyAddress(settings.secret, messageId, settings.replyDomain),
    },
  }
}

/** A stored time as a visitor reads it: "23 Nov 2026, 10:05 UTC", in the school's zone. */
export function mailDate(iso: string, zoneSetting: string | undefined): string {
  return schoolDateTime(inboxTimeZone(zoneSetting)).format(new Date(iso))
}

/**
 * When a message arrived, as its confirmation says it: in the school's zone, named outright
 * ("23 Nov 2026, 23:28 CET (school time, Europe/Berlin)"); UTC names itself.
 */
export function arrivalDate(iso: string, zoneSetting: string | undefined): string {
  const zone = inboxTimeZone(zoneSetting)
  const when = schoolDateTime(zone).format(new Date(iso))
  return zone === defaultTimeZone
    ? when
    : conversationMailContent.confirmation.arrivedIn(when, zone)
}
