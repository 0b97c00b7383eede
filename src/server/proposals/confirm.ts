// A proposal request confirmed by its address (confirm-page.tsx): confirmed_at set once (pressing
// again keeps the first time), and in the same batch the staff's notice of it on each configured
// channel, queued only by the confirmation that set it (outbox/staff-notice.ts). Its first
// attempt runs after the answer.
import type { Context } from 'hono'
import { configuredChannels } from '../outbox/channels'
import { deliverOutboxNow } from '../outbox/deliver'
import { queueStaffNotices } from '../outbox/staff-notice'
import type { AppEnv } from '../settings/env'
import { confirmableAfter, stillConfirmable } from '../unasked-mail/unconfirmed'

/** Confirms the request `id`; whether it is confirmed now (false: it is gone). */
export async function confirmProposalRequest(c: Context<AppEnv>, id: string) {
  const now = new Date()
  const [confirmed] = await c.env.DB.batch([
    c.env.DB.prepare(
      `UPDATE proposal_requests SET confirmed_at = COALESCE(confirmed_at, ?1)
       WHERE id = ?2 AND ${stillConfirmable} RETURNING id`,
    ).bind(now.toISOString(), id, confirmableAfter(now)),
    ...queueStaffNotices(
      c.env.DB,
      { kind: 'proposal-notice', proposalId: id },
      configuredChannels(c.env),
      now,
    ),
  ])
  if (!confirmed?.results.length) return false
  const first = deliverOutboxNow(c.env, { proposalId: id }).catch((error: unknown) => {
    console.error(`First attempt at the staff notice of proposal ${id} failed:`, error)
  })
  c.executionCtx.waitUntil(first)
  return true
}
