// The Cron Trigger's job ([triggers] in wrangler.toml, every minute): send what the outboxes hold
// that is due (notifications first, then the conversation's mail and announcements), then delete
// what is past its retention (messages, unconfirmed sign-ups, the confirmation ceiling's counts).
// Run it by hand against `npm start` with `curl http://localhost:8787/cdn-cgi/handler/scheduled`
// (docs/operations.md, "Run the job by hand").
import { queueAnnouncementRows } from './announcement/queries'
import { applyRetention } from './contact/retention'
import { type DeliveryOptions, deliverDue, deliveriesPerRun } from './outbox/deliver'
import { deliverOutboxDue, type OutboxOptions } from './outbox/mail-deliver'
import type { Bindings } from './settings/env'
import { forgetOldMinutes } from './unasked-mail/ceiling'
import { expireUnconfirmedSignups } from './waitlist/expiry'

/**
 * One run of the job as of `now`: deliveries first, then retention. Each half runs even when the
 * other fails; a failure still fails the run, so the dashboard shows it.
 */
export async function runScheduledJob(
  env: Bindings,
  now: Date,
  options: DeliveryOptions & OutboxOptions = {},
) {
  const failures: unknown[] = []
  const notified = await deliverDue(env, now, options).catch((error: unknown) => {
    failures.push(error)
    return 0
  })
  // Announcement emails not yet queued (a sign-up since, or a send cut short): one chunk a run.
  await queueAnnouncementRows(env.DB, now)
    .run()
    .catch((error: unknown) => failures.push(error))
  // The rest of the outbox shares the run's sends, after the staff's notifications.
  const sent = await deliverOutboxDue(env, now, deliveriesPerRun - notified, options).catch(
    (error: unknown) => {
      failures.push(error)
      return 0
    },
  )
  const attempted = notified + sent
  const deleted = await applyRetention(env.DB, env, now).catch((error: unknown) => {
    failures.push(error)
    return 0
  })
  // Sign-ups nobody confirmed in their days, and the ceiling's bookkeeping past a day.
  await env.DB.batch([expireUnconfirmedSignups(env.DB, now), forgetOldMinutes(env.DB, now)]).catch(
    (error: unknown) => failures.push(error),
  )
  if (failures.length > 0) throw failures[0]
  return { attempted, deleted }
}

/** The worker's `scheduled` handler: the run's time is the time it was scheduled for. */
export const scheduled: ExportedHandlerScheduledHandler<Bindings> = async (controller, env) => {
  const { attempted, deleted } = await runScheduledJob(env, new Date(controller.scheduledTime))
  if (attempted || deleted) {
    console.log(`Scheduled job: ${attempted} deliveries attempted, ${deleted} messages deleted`)
  }
}
