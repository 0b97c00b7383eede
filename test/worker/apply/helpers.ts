// Applications in worker tests: two published cohorts, a valid application, the ways it is sent
// (JSON as the island sends it, a form post as a browser without JavaScript does) and its row.
import { env } from 'cloudflare:test'
import type { Bindings } from '../../../src/server/settings/env'
import { readLiveContent } from '../../../src/server/site-content/live'
import { get } from '../html'
import { publishRevision } from '../site-content/revisions'
import { visitorPost } from '../visitor-posts'

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
export const applyWith = (body: unknown, bindings: Partial<Bindings> = {}, headers = {}) =>
  visitorPost('/api/applications', {
    type: 'application/json',
    body: JSON.stringify(body),
    bindings,
    headers,
  })

/** The form posted without JavaScript, fields as a browser sends them. */
export const postApplication = (fields: Record<string, string>, bindings: Partial<Bindings> = {}) =>
  visitorPost('/apply', {
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(fields).toString(),
    bindings,
  })

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

let renders = 0

/**
 * /apply rendered for this call: a query the page ignores keeps the page cache from answering
 * with a copy an earlier test left, so the test reads (and mutation testing ties it to) the code
 * that writes the page.
 */
export const renderedApply = () => get(`/apply?render=${++renders}`)
