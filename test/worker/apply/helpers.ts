// Applications in worker tests: two published cohorts, a valid application, the ways it is sent
// (JSON as the island sends it, a form post as a browser without JavaScript does) and its row.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../../src/server'
import type { Bindings } from '../../../src/server/settings/env'
import { readLiveContent } from '../../../src/server/site-content/live'
import { newAddress } from '../html'
import { publishRevision } from '../site-content/revisions'

/** Open until 12 February 2027 (New York); two seats. */
export const spring = {
  startDate: '2027-03-02',
  applicationDeadline: '2027-02-12',
  schedule: { timeZone: 'America/New_York' },
  format: { mode: 'online' },
  seats: 2,
}
/** Open until 13 August 2027; seats not stated. */
export const autumn = {
  startDate: '2027-09-07',
  applicationDeadline: '2027-08-13',
  schedule: { timeZone: 'America/New_York' },
  format: { mode: 'online' },
}

/** Publishes these cohorts, read by this isolate at once. */
export async function publishCohorts(cohorts: object[] = [spring, autumn]) {
  await env.DB.prepare('DELETE FROM content_revisions').run()
  await publishRevision({ cohort: { cohorts } })
  readLiveContent.renew()
}

/** An application every rule accepts, for the spring cohort. */
export const valid = {
  cohort: spring.startDate,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  timeZone: 'Europe/London',
  background: 'self-taught',
  backgroundDetail: 'Two years of evening projects in Python.',
  goals: 'Build and ship a web application for my local library.',
  heardFrom: 'friend',
  financing: 'scholarship',
  consent: true,
}

/** A JSON application, as the island sends it, from a visitor of its own, with these bindings. */
export async function applyWith(body: unknown, bindings: Partial<Bindings> = {}, headers = {}) {
  const ctx = createExecutionContext()
  const response = await app.request(
    'https://lumen.test/api/applications',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': newAddress(),
        Origin: 'https://lumen.test',
        ...headers,
      },
      body: JSON.stringify(body),
    },
    { ...env, ...bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** The form posted without JavaScript, fields as a browser sends them. */
export async function postApplication(
  fields: Record<string, string>,
  bindings: Partial<Bindings> = {},
) {
  const ctx = createExecutionContext()
  const response = await app.request(
    'https://lumen.test/apply',
    {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'CF-Connecting-IP': newAddress(),
        Origin: 'https://lumen.test',
      },
      body: new URLSearchParams(fields).toString(),
    },
    { ...env, ...bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** The valid application as a browser posts it (the ticked box sends `yes`). */
export const validFields = { ...valid, consent: 'yes' } as Record<string, string>

/** The applications of a mailbox's address, as stored. */
export const storedApplications = (email: string) =>
  env.DB.prepare(
    `SELECT cohort, name, email, mailbox, time_zone, background, background_detail, goals,
       heard_from, financing, stage, confirmed_at FROM applications
     WHERE email = ? COLLATE NOCASE ORDER BY cohort`,
  )
    .bind(email)
    .all()
    .then(({ results }) => results)
