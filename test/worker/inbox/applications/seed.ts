// Applications written to D1 as /apply stores them, at chosen stages and times, for the inbox's
// room of applications; and the two cohorts of the apply tests, published.
import { env } from 'cloudflare:test'
import type { ApplicationStage } from '../../../../src/shared/content/admissions/application-stages'
import { asStaff } from '../helpers'

export { autumn, publishCohorts, spring } from '../../apply/helpers'

export type ApplicationSeed = {
  cohort?: string
  name?: string
  email?: string
  goals?: string
  stage?: ApplicationStage
  confirmed?: boolean
  createdAt?: string
  timeZone?: string
  heardFrom?: string
}

let seeded = 0

/** One application as the store writes it. Returns its id. */
export async function seedApplication(seed: ApplicationSeed = {}): Promise<string> {
  seeded += 1
  const id = crypto.randomUUID()
  const email = seed.email ?? `applicant${seeded}@example.com`
  const createdAt = seed.createdAt ?? new Date(Date.UTC(2026, 10, 1, 0, 0, seeded)).toISOString()
  await env.DB.prepare(
    `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background,
       background_detail, goals, heard_from, financing, stage, created_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, ?, 'self-taught', 'Evening projects.', ?, ?, 'neither', ?, ?, ?)`,
  )
    .bind(
      id,
      seed.cohort ?? '2027-03-02',
      seed.name ?? `Applicant ${seeded}`,
      email,
      email.toLowerCase(),
      seed.timeZone ?? 'Europe/London',
      seed.goals ?? `Goals of applicant ${seeded}`,
      seed.heardFrom ?? 'friend',
      seed.stage ?? 'applied',
      createdAt,
      seed.confirmed === false ? null : createdAt,
    )
    .run()
  return id
}

/** An application's stage as stored now. */
export const stageOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT stage FROM applications WHERE id = ?')
      .bind(id)
      .first<{ stage: string }>()
  )?.stage

/** An application's moves, oldest first. */
export const movesOf = async (id: string) =>
  (
    await env.DB.prepare(
      `SELECT from_stage, to_stage, moved_by, entry_id IS NOT NULL AS with_message
       FROM application_moves WHERE application_id = ? ORDER BY id`,
    )
      .bind(id)
      .all()
  ).results

/** A move's form posted by a member of staff (the default one, or `token`'s). */
export const move = (id: string, fields: Record<string, string>, token?: string) =>
  asStaff(
    `/inbox/applications/${id}/move`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    token,
  )

/** A move from "Applied" to "Call held" with its message, as the preview sends it: a key of its own. */
export const callHeldWithMessage = () => ({
  from: 'applied',
  to: 'call-held',
  key: crypto.randomUUID(),
  confirm: 'send',
  subject: 'Thank you for the call',
  body: 'Hi, thank you.',
})
