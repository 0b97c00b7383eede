// An announcement's email to one address on the list, and the outbox's sender of it. Plain text in
// the send_email binding's builder form, which takes custom headers (Cloudflare Email Service
// allowlists List-Unsubscribe and List-Unsubscribe-Post, https URIs only): so the binding composes
// the MIME, and the staff's words are only ever field values.

import type { Offering } from '../../shared/waitlist-fields'
import { announcementContent } from '../content/announcement'
import { automatic } from '../outbox/auto-submitted'
import { fromSchool } from '../outbox/from-school'
import type { OutboxSender } from '../outbox/item.ts'
import { announcementSettings } from '../settings/announcement'
import type { Bindings } from '../settings/env'
import { oneLine } from '../utils/header-values.ts'
import { unsubscribeToken } from './unsubscribe-token'

/** What one email needs: the announcement and the address it goes to. */
export type AnnouncementCopy = {
  offering: Offering
  subject: string
  body: string
  signupId: string
  email: string
}

/** The email, with RFC 8058 one-click unsubscribe (a POST to the link erases the sign-up). */
export function announcementEmail(
  copy: AnnouncementCopy,
  { from, link }: { from: string; link: string },
): EmailMessageBuilder {
  return {
    from: fromSchool(from),
    to: copy.email,
    subject: oneLine(copy.subject),
    text: `${copy.body}\n\n${announcementContent.email.footer(copy.offering, link)}\n`,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/**
 * The rows one run claimed are sent side by side (outbox/deliver.ts starts every sender before
 * awaiting any), so their copies are read together: one query for the run's announcement rows
 * instead of one each, which keeps a run's subrequests near its sends.
 */
const waiting = new WeakMap<
  D1Database,
  { ids: number[]; copies: Promise<Map<number, AnnouncementCopy>> }
>()

function copyOf(db: D1Database, outboxId: number): Promise<AnnouncementCopy | undefined> {
  let batch = waiting.get(db)
  if (!batch) {
    const ids: number[] = []
    const copies = Promise.resolve().then(async () => {
      waiting.delete(db)
      const { results } = await db
        .prepare(
          `SELECT o.id, a.offering, a.subject, a.body, s.id AS signupId, s.email
           FROM outbox o
           JOIN waitlist_announcements a ON a.id = o.announcement_id
           JOIN waitlist_signups s ON s.id = o.signup_id
           WHERE o.id IN (SELECT value FROM json_each(?))`,
        )
        .bind(JSON.stringify(ids))
        .all<AnnouncementCopy & { id: number }>()
      return new Map(results.map(({ id, ...copy }) => [id, copy]))
    })
    batch = { ids, copies }
    waiting.set(db, batch)
  }
  batch.ids.push(outboxId)
  return batch.copies.then((copies) => copies.get(outboxId))
}

/** The outbox's sender of kind 'announcement'; throws (to be retried) when it cannot send. */
export const sendAnnouncement: OutboxSender = async (env: Bindings, item) => {
  const settings = announcementSettings(env)
  if (settings.state !== 'ready') throw new Error(settings.problem)
  const copy = await copyOf(env.DB, item.id)
  // Address left the list after the outbox claimed this job: nothing to send.
  if (!copy) return
  const token = await unsubscribeToken(settings.secret, copy.offering, copy.signupId)
  const link = `${settings.origin}/unsubscribe/${token}`
  await settings.mailer.send(automatic(announcementEmail(copy, { from: settings.from, link })))
}
