import type { Context } from 'hono'
import type { Application } from '../../shared/application'
import { honeypotField, turnstileField } from '../../shared/contact-fields'
import type { SchoolFacts } from '../../shared/content/facts'
import { verifyTurnstile } from '../contact/turnstile'
import { deliverOutboxNow } from '../outbox/deliver'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { confirmationCeiling } from '../unasked-mail/ceiling'
import { cohortRefusal, openCohorts } from './open-cohorts'
import { type Stored, storeApplication } from './store'

/** What became of a checked application: taken (new or the earlier one), or refused and why. */
export type ApplicationAcceptance =
  | { ok: true; duplicate: boolean; replaced: boolean }
  | { ok: false; reason: 'verification' | 'storage' }
  | { ok: false; reason: 'cohort'; message: string; next: string | undefined }

/**
 * The one way a checked application is taken in, by the JSON API and the form post alike: the
 * Turnstile token verified when Turnstile is configured; the cohort still open at this instant
 * (the published facts, as the page shows them); then stored with its confirmation mail, whose
 * first attempt runs after the answer, once mail to visitors with a link back here is set up.
 * A filled honeypot is answered as a new application and stored nowhere.
 */
export async function acceptApplication(
  c: Context<AppEnv>,
  checked: Application,
  facts: SchoolFacts,
): Promise<ApplicationAcceptance> {
  const secret = c.env.TURNSTILE_SECRET
  if (secret) {
    const address = c.req.header('CF-Connecting-IP')
    const token = checked[turnstileField]
    if (!(await verifyTurnstile({ secret, token, address }))) {
      return { ok: false, reason: 'verification' }
    }
  }
  if (checked[honeypotField]?.trim()) return { ok: true, duplicate: false, replaced: false }
  const cohort = openCohorts(facts).find((open) => open.startDate === checked.cohort)
  if (!cohort)
    return { ok: false, reason: 'cohort', ...cohortRefusal(facts, checked.cohort, 'closed') }
  const mailing = announcementSettings(c.env).state === 'ready'
  const ceiling = mailing ? confirmationCeiling(c.env.CONFIRMATION_MAILS_PER_HOUR) : null
  let stored: Stored
  try {
    stored = await storeApplication(c.env.DB, checked, {
      seats: cohort.seats ?? null,
      now: new Date(),
      ceiling,
    })
  } catch (error) {
    console.error('Storing an application failed:', error)
    return { ok: false, reason: 'storage' }
  }
  if (stored.outcome === 'full') {
    return { ok: false, reason: 'cohort', ...cohortRefusal(facts, checked.cohort, 'full') }
  }
  if (mailing) {
    const applicationId = stored.id
    const first = deliverOutboxNow(c.env, { applicationId }).catch((error: unknown) => {
      console.error(
        `First attempt at the confirmation of application ${applicationId} failed to run:`,
        error,
      )
    })
    c.executionCtx.waitUntil(first)
  }
  const replaced = stored.outcome === 'replaced'
  return { ok: true, duplicate: replaced || stored.outcome === 'duplicate', replaced }
}
