// An application confirmed by its address, from the confirmation mail's page or the applicant's
// own page: confirmed_at set once (pressing again keeps the first time), never past its days
// (unasked-mail/unconfirmed.ts), and in the same batch
// the staff's notice of it on each configured channel, queued only by the confirmation that set
// it (outbox/staff-notice.ts). Its first attempt runs after the answer.
import type { Context } from 'hono'
import { configuredChannels } from '../outbox/channels'
import { deliverOutboxNow } from '../outbox/deliver'
import { queueStaffNotices } from '../outbox/staff-notice'
import type { AppEnv } from '../settings/env'
import { confirmableAfter, stillConfirmable } from '../unasked-mail/unconfirmed'

/** Confirms the application `id`; its cohort, or null when it is gone. */
export async function confirmApplicationByAddress(c: Context<AppEnv>, id: string) {
  const now = new Date()
  const [confirmed] = await c.env.DB.batch<{ cohort: string }>([
    c.env.DB.prepare(
      `UPDATE applications SET confirmed_at = COALESCE(confirmed_at, ?1)
       WHERE id = ?2 AND ${stillConfirmable} RETURNING cohort`,
    ).bind(now.toISOString(), id, confirmableAfter(now)),
    ...queueStaffNotices(
      c.env.DB,
      { kind: 'application-notice', applicationId: id },
      configuredChannels(c.env),
      now,
    ),
  ])
  const row = confirmed?.results[0]
  if (!row) return null
  const first = deliverOutboxNow(c.env, { applicationId: id }).catch((error: unknown) => {
    console.error(`First attempt at the staff notice of application ${id} failed:`, error)
  })
  c.executionCtx.waitUntil(first)
  return row
}
