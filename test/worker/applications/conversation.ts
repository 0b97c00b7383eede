// Applications' conversations in worker tests: an application stored as /apply stores it, the
// settings that let the school mail it (the conversation on, the site's origin for the page link),
// and a message sent to it as the inbox sends one.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import {
  type ApplicationMessage,
  sendApplicationMessage,
} from '../../../src/server/applications/messages'
import type { Bindings } from '../../../src/server/settings/env'
import { recordingMailer } from '../announcement/helpers'

export const schoolDomain = 'lumen.test'
export const secret = 'application-conversation-secret-0123456789'

/** The school's mail on, through `mailer`, with the site's origin for the applicant's page link. */
export const mailOn = (mailer: SendEmail = recordingMailer().mailer, extra: object = {}) =>
  ({
    ...env,
    CONTACT_EMAIL: mailer,
    SCHOOL_MAIL_FROM: `hello@${schoolDomain}`,
    REPLY_TOKEN_SECRET: secret,
    SITE_ORIGIN: `https://${schoolDomain}`,
    ...extra,
  }) as Bindings

let applicants = 0

/** A stored application (its id, and the applicant's address), at `stage`. */
export async function seedApplication({ stage = 'applied', email = '' } = {}) {
  applicants += 1
  const id = crypto.randomUUID()
  const address = email || `applicant${applicants}@example.com`
  await env.DB.prepare(
    `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background, goals,
       heard_from, financing, stage, created_at, confirmed_at)
     VALUES (?, '2027-03-02', ?, ?, ?, 'Europe/London', 'self-taught', 'Ship a web app.', 'friend',
       'neither', ?, '2026-11-20T10:00:00.000Z', '2026-11-20T10:05:00.000Z')`,
  )
    .bind(id, `Applicant ${applicants}`, address, address.toLowerCase(), stage)
    .run()
  return { id, email: address }
}

/** A message to the applicant as the inbox sends one, its first attempt run to the end. */
export async function messageApplicant(
  bindings: Bindings,
  message: Partial<ApplicationMessage> & { applicationId: string },
) {
  const ctx = createExecutionContext()
  const entryId = await sendApplicationMessage(bindings, ctx, {
    subject: 'Your call with Lumen Code Academy',
    body: 'Hello,\nplease book a call on your page.',
    author: 'staff@lumen.example',
    dedupeKey: crypto.randomUUID(),
    now: new Date(),
    ...message,
  })
  await waitOnExecutionContext(ctx)
  return entryId
}

/** Every row of a table, for erasure checks. */
export const everyRow = (table: string) =>
  env.DB.prepare(`SELECT * FROM ${table}`)
    .all()
    .then(({ results }) => results)
