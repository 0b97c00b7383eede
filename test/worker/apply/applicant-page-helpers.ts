// The applicant's page in worker tests: applications stored as the stages, calls and mail parts
// leave them (a stage, a booked call, the school's messages and the applicant's answers), the
// signed link to the page, and the requests an applicant's browser makes on it.
import { env } from 'cloudflare:test'
import { applicationToken } from '../../../src/server/applications/application-token'
import type { Bindings } from '../../../src/server/settings/env'
import { mailboxKey } from '../../../src/server/unasked-mail/mailbox-key'
import { announcing, recordingMailer, secret } from '../announcement/helpers'
import { requestWith } from '../waitlist/confirmation-helpers'
import { spring, valid } from './helpers'

/** Mail to visitors on (the page's links are signed with its secret). */
export const pageBindings = async () => (await announcing(recordingMailer().mailer)) as Bindings

type Seed = {
  cohort?: string
  email?: string
  name?: string
  stage?: string
  timeZone?: string
  confirmed?: boolean
  createdAt?: string
  goals?: string
}

const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString()

/** Stores an application as /apply would have, at `stage`; resolves with its id. */
export async function seedApplication(seed: Seed = {}): Promise<string> {
  const id = crypto.randomUUID()
  const email = seed.email ?? `applicant-${id.slice(0, 8)}@example.com`
  await env.DB.prepare(
    `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background,
       background_detail, goals, heard_from, financing, stage, created_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, ?, 'self-taught', ?, ?, 'friend', 'neither', ?, ?, ?)`,
  )
    .bind(
      id,
      seed.cohort ?? spring.startDate,
      seed.name ?? valid.name,
      email,
      mailboxKey(email),
      seed.timeZone ?? 'Europe/London',
      valid.backgroundDetail,
      seed.goals ?? valid.goals,
      seed.stage ?? 'applied',
      // An unconfirmed application expires a week after it was sent: one sent an hour ago.
      seed.createdAt ?? (seed.confirmed === false ? anHourAgo() : '2026-11-20T10:00:00.000Z'),
      seed.confirmed === false ? null : '2026-11-20T10:05:00.000Z',
    )
    .run()
  return id
}

/** A slot published in the school's zone and booked by the application; resolves with the booking. */
export async function seedBooking(
  applicationId: string,
  { startsAt = '2027-02-16T18:30:00.000Z', zone = 'America/New_York', minutes = 30 } = {},
): Promise<number> {
  const slot = await env.DB.prepare(
    `INSERT INTO call_slots (starts_at, minutes, time_zone, host, published_by)
     VALUES (?, ?, ?, ?, 'grace@lumen.example') RETURNING id`,
  )
    // A host of its own: one slot a host and start.
    .bind(startsAt, minutes, zone, `host-${crypto.randomUUID()}@lumen.example`)
    .first<{ id: number }>()
  const booking = await env.DB.prepare(
    'INSERT INTO call_bookings (slot_id, application_id) VALUES (?, ?) RETURNING id',
  )
    .bind(slot?.id, applicationId)
    .first<{ id: number }>()
  return booking?.id ?? 0
}

/** One entry of the application's conversation; resolves with its id. */
export async function seedEntry(
  applicationId: string,
  entry: { kind: 'message' | 'answer'; subject: string; body: string; author: string; at: string },
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO application_entries (application_id, kind, subject, body, author, written_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(applicationId, entry.kind, entry.subject, entry.body, entry.author, entry.at)
    .first<{ id: number }>()
  return row?.id ?? 0
}

/** The applicant's page of an application, as the confirmation mail links it. */
export const pagePath = async (applicationId: string) =>
  `/application/${await applicationToken(secret, applicationId, 'page')}`

/** A press of one of the page's buttons: a form post from the page itself. */
export const press = (bindings: Bindings, path: string, body: string) =>
  requestWith(bindings, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://lumen.test' },
    body,
  })

/** The application as stored now, or null once erased. */
export const storedApplication = (id: string) =>
  env.DB.prepare('SELECT stage, confirmed_at FROM applications WHERE id = ?')
    .bind(id)
    .first<{ stage: string; confirmed_at: string | null }>()
