// The Cron Trigger's job ([triggers] in wrangler.toml, every minute): queue the reminders of
// calls due within a day (calls/reminders.ts), send what the outbox holds
// that is due (the staff's notifications first, then the conversation's mail and announcements),
// then delete what is past its retention (messages, withdrawn and declined applications,
// unconfirmed sign-ups, applications and proposal requests, the confirmation ceiling's counts),
// then look after instructors' photos (those stored as uploaded encoded, those nothing names
// swept: inbox/editor/erasure/photo-sweep.ts).
// Run it by hand against `npm start` with `curl http://localhost:8787/cdn-cgi/handler/scheduled`
// (docs/operations.md, "Run the job by hand").
import { queueAnnouncementRows } from './announcement/queries.ts'
import { applyApplicationRetention } from './applications/retention.ts'
import { queueCallReminders } from './calls/reminders.ts'
import { applyRetention } from './contact/retention.ts'
import { encodeStoredUploads, sweepPhotos } from './inbox/editor/erasure/photo-sweep.ts'
import { deliveriesPerRun, deliverOutboxDue, type OutboxOptions } from './outbox/deliver.ts'
import type { Bindings } from './settings/env.ts'
import { forgetOldMinutes } from './unasked-mail/ceiling.ts'
import { expireUnconfirmedAdmissions } from './unasked-mail/unconfirmed.ts'
import { expireUnconfirmedSignups } from './waitlist/expiry.ts'

/**
 * One run of the job as of `now`: deliveries first, then retention. Each half runs even when the
 * other fails; a failure still fails the run, so the dashboard shows it.
 */
export async function runScheduledJob(env: Bindings, now: Date, options: OutboxOptions = {}) {
  const failures: unknown[] = []
  // Announcement emails not yet queued (a sign-up since, or a send cut short): one chunk a run;
  // and the reminders of calls within a day, sent in this run's deliveries.
  for (const queue of [queueAnnouncementRows(env.DB, now), queueCallReminders(env.DB, now)]) {
    await queue.run().catch((error: unknown) => failures.push(error))
  }
  // One claim of the run's sends, the staff's notifications of new messages before the rest.
  const attempted = await deliverOutboxDue(env, now, deliveriesPerRun, options).catch(
    (error: unknown) => {
      failures.push(error)
      return 0
    },
  )
  const deleted = await applyRetention(env.DB, env, now).catch((error: unknown) => {
    failures.push(error)
    return 0
  })
  // Withdrawn and declined applications past their period.
  await applyApplicationRetention(env.DB, env, now).catch((error: unknown) => failures.push(error))
  // Sign-ups, applications and proposal requests nobody confirmed in their days, and the
  // ceiling's bookkeeping past a day.
  await env.DB.batch([
    expireUnconfirmedSignups(env.DB, now),
    ...expireUnconfirmedAdmissions(env.DB, now),
    forgetOldMinutes(env.DB, now),
  ]).catch((error: unknown) => failures.push(error))
  // Photos: a few stored as uploaded encoded, then a few that nothing names deleted.
  await encodeStoredUploads(env, now)
    .then(() => sweepPhotos(env, now))
    .catch((error: unknown) => failures.push(error))
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
