// Calls in worker tests: applications and slots written to D1 as the forms and the inbox write
// them, the applicant's page link, and requests to the call's routes with mail on.
import { env } from 'cloudflare:test'
import { applicationToken } from '../../../src/server/applications/application-token'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer, secret } from '../announcement/helpers'
import { requestWith } from '../waitlist/confirmation-helpers'

let seeded = 0

export type ApplicationSeed = {
  name?: string
  email?: string
  timeZone?: string
  stage?: string
  confirmed?: boolean
}

/** The statement storing an application as /apply does, and its id. */
function applicationRow(seed: ApplicationSeed) {
  seeded += 1
  const id = crypto.randomUUID()
  const email = seed.email ?? `applicant${seeded}-${id.slice(0, 8)}@example.com`
  const statement = env.DB.prepare(
    `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background, goals,
       heard_from, financing, stage, created_at, confirmed_at)
     VALUES (?, '2027-03-02', ?, ?, ?, ?, 'self-taught', 'Ship a web app.', 'friend', 'neither',
       ?, '2026-11-01T10:00:00.000Z', ?)`,
  ).bind(
    id,
    seed.name ?? `Applicant ${seeded}`,
    email,
    email.toLowerCase(),
    seed.timeZone ?? 'America/New_York',
    seed.stage ?? 'applied',
    seed.confirmed === false ? null : '2026-11-01T10:05:00.000Z',
  )
  return { id, statement }
}

/** An application as /apply stores it (confirmed, at 'applied' unless told). Returns its id. */
export async function seedApplication(seed: ApplicationSeed = {}): Promise<string> {
  const { id, statement } = applicationRow(seed)
  await statement.run()
  return id
}

/** `count` confirmed applications at 'applied', in one batch. Returns their ids. */
export async function seedApplications(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => applicationRow({}))
  await env.DB.batch(rows.map((row) => row.statement))
  return rows.map((row) => row.id)
}

export type SlotSeed = { startsAt: string; minutes?: number; timeZone?: string; host?: string }

/** A slot as staff publish it. Returns its id. */
export async function seedSlot(seed: SlotSeed): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
     VALUES (?, ?, ?, ?, 'staff@lumen.example') RETURNING id`,
  )
    .bind(seed.startsAt, seed.minutes ?? 30, seed.timeZone ?? 'Europe/Berlin', seed.host ?? 'Grace')
    .first<{ id: number }>()
  if (!row) throw new Error('slot not stored')
  return row.id
}

/** A start `hours` from now, as call_slots stores it. */
export const hoursFromNow = (hours: number) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * 3_600_000).toISOString()

/** The applicant's page link's token (purpose 'page'). */
export const pageToken = (applicationId: string) => applicationToken(secret, applicationId, 'page')

/** Mail on, through a binding that keeps what it accepted. */
export async function mailing() {
  const recorder = recordingMailer()
  return { ...recorder, bindings: (await announcing(recorder.mailer)) as Bindings }
}

/** A form post to the applicant's call routes, from this site. */
export function postCall(bindings: Bindings, path: string, fields: Record<string, string>) {
  return requestWith(bindings, path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://lumen.test',
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** An application's stage, its live booking's slot and its moves, as stored. */
export async function standing(applicationId: string) {
  const application = await env.DB.prepare('SELECT stage FROM applications WHERE id = ?')
    .bind(applicationId)
    .first<{ stage: string }>()
  const live = await env.DB.prepare(
    'SELECT id, slot_id FROM call_bookings WHERE application_id = ? AND cancelled_at IS NULL',
  )
    .bind(applicationId)
    .all<{ id: number; slot_id: number }>()
  const moves = await env.DB.prepare(
    'SELECT from_stage, to_stage, moved_by FROM application_moves WHERE application_id = ? ORDER BY id',
  )
    .bind(applicationId)
    .all()
  return { stage: application?.stage, live: live.results, moves: moves.results }
}

/** The outbox's rows about an application's bookings, oldest first. */
export const bookingMail = (applicationId: string) =>
  env.DB.prepare(
    `SELECT o.kind, o.booking_id FROM outbox o JOIN call_bookings b ON b.id = o.booking_id
     WHERE b.application_id = ? ORDER BY o.id`,
  )
    .bind(applicationId)
    .all<{ kind: string; booking_id: number }>()
    .then(({ results }) => results)
