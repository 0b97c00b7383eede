// The Cron Trigger's job ([triggers] in wrangler.toml, every minute): send what the outbox holds
// that is due, then delete what is past its retention. Run it by hand against `npm start` with
// `curl http://localhost:8787/cdn-cgi/handler/scheduled` (README "Run the job by hand").
import { applyRetention } from './contact/retention'
import type { Bindings } from './env'
import { type DeliveryOptions, deliverDue } from './outbox/deliver'

/**
 * One run of the job as of `now`: deliveries first, then retention. Each half runs even when the
 * other fails; a failure still fails the run, so the dashboard shows it.
 */
export async function runScheduledJob(env: Bindings, now: Date, options: DeliveryOptions = {}) {
  const failures: unknown[] = []
  const attempted = await deliverDue(env, now, options).catch((error: unknown) => {
    failures.push(error)
    return 0
  })
  const deleted = await applyRetention(env.DB, env, now).catch((error: unknown) => {
    failures.push(error)
    return 0
  })
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
