// The Cron Trigger's job ([triggers] in wrangler.toml, every minute): send what the outbox holds
// that is due, then delete what is past its retention. Run it by hand against `npm start` with
// `curl http://localhost:8787/cdn-cgi/handler/scheduled` (README "Run the job by hand").
import { applyRetention } from './contact/retention'
import type { Bindings } from './env'
import { type DeliveryOptions, deliverDue } from './outbox/deliver'

/** One run of the job as of `now`: deliveries first, so a message is never deleted unsent. */
export async function runScheduledJob(env: Bindings, now: Date, options: DeliveryOptions = {}) {
  const [attempted, deleted] = await Promise.allSettled([
    deliverDue(env, now, options),
    applyRetention(env.DB, env, now),
  ])
  // Each half runs even when the other fails; a failure still fails the run, for the dashboard.
  for (const outcome of [attempted, deleted]) {
    if (outcome.status === 'rejected') throw outcome.reason
  }
  return {
    attempted: attempted.status === 'fulfilled' ? attempted.value : 0,
    deleted: deleted.status === 'fulfilled' ? deleted.value : 0,
  }
}

/** The worker's `scheduled` handler: the run's time is the time it was scheduled for. */
export const scheduled: ExportedHandlerScheduledHandler<Bindings> = async (controller, env) => {
  const { attempted, deleted } = await runScheduledJob(env, new Date(controller.scheduledTime))
  if (attempted || deleted) {
    console.log(`Scheduled job: ${attempted} deliveries attempted, ${deleted} messages deleted`)
  }
}
