// What every staff notice of admissions sends on its channel (kinds 'application-notice' and
// 'proposal-notice'): the mail on the email channel, or the JSON on the webhook, as a contact
// message's notification is sent (contact/notification.ts).
import { type NoticeContext, noticeContext } from '../contact/notice-context.ts'
import { emailSettings } from '../settings/email.ts'
import type { Bindings } from '../settings/env.ts'
import type { Channel, OutboxItem, SendOptions } from './item.ts'
import { later, leaseSeconds } from './queue.ts'
import { postWebhook } from './webhook.ts'

/** A notice as each channel sends it. */
export type StaffNotice = {
  webhook: { id: string; body: string }
  email: (settings: { from: string; to: string }, context: NoticeContext) => EmailMessageBuilder
}

/** Sends `notice` on the row's channel; throws (to be retried) when the channel cannot send. */
export async function sendStaffNotice(
  env: Bindings,
  item: OutboxItem,
  notice: StaffNotice,
  { fetcher, webhookTimeoutMs: timeoutMs }: SendOptions = {},
): Promise<void> {
  if (item.channel === 'webhook') {
    return postWebhook(env, notice.webhook, { attempt: item.attempts, fetcher, timeoutMs })
  }
  const settings = emailSettings(env)
  if (settings.state === 'off') throw new Error('email notifications are not configured')
  if (settings.state === 'incomplete') throw new Error(settings.problem)
  await settings.mailer.send(notice.email(settings, noticeContext(env)))
}

/** The statements that queue a confirmed thing's notice on each channel (see queue.ts). */
export function queueStaffNotices(
  db: D1Database,
  about:
    | { kind: 'application-notice'; applicationId: string }
    | { kind: 'proposal-notice'; proposalId: string },
  channels: readonly Channel[],
  confirmedAt: Date,
) {
  const [column, table, id] =
    about.kind === 'application-notice'
      ? ['application_id', 'applications', about.applicationId]
      : ['proposal_id', 'proposal_requests', about.proposalId]
  const at = confirmedAt.toISOString()
  // Only when this very confirmation set confirmed_at (it holds this instant): pressing the
  // button again, or a confirmation of the past, tells nobody twice. INSERT OR IGNORE besides:
  // the unique indexes of migrations/0024 hold one notice a thing and channel.
  return channels.map((channel) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (kind, channel, ${column}, next_attempt_at, window_started_at)
         SELECT ?1, ?2, id, ?3, ?4 FROM ${table} WHERE id = ?5 AND confirmed_at = ?4`,
      )
      .bind(about.kind, channel, later(confirmedAt, leaseSeconds).toISOString(), at, id),
  )
}
