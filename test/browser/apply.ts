// What the application browser tests share: two published cohorts in the served worker's
// database (removed after), and the applications it stored.
import { DatabaseSync } from 'node:sqlite'
import { inject } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { baseURL } from './browser'

export const cohorts = [
  {
    startDate: '2027-03-02',
    applicationDeadline: '2027-02-12',
    schedule: { timeZone: 'America/New_York' },
    format: { mode: 'online' },
  },
  {
    startDate: '2027-09-07',
    applicationDeadline: '2027-08-13',
    schedule: { timeZone: 'America/New_York' },
    format: { mode: 'online' },
  },
]

const database = (readOnly = false) => new DatabaseSync(d1File(inject('stateDir')), { readOnly })

/** Publishes the cohorts and waits until the site's isolates serve /apply with its form. */
export async function publishCohorts() {
  const db = database()
  try {
    db.prepare(
      `INSERT INTO content_revisions (body, published_by, published_at, note)
       VALUES (?, 'apply@lumen.test', ?, NULL)`,
    ).run(JSON.stringify({ cohort: { cohorts } }), new Date().toISOString())
  } finally {
    db.close()
  }
  const until = Date.now() + 15_000
  while (!(await (await fetch(`${baseURL}/apply`)).text()).includes('name="goals"')) {
    if (Date.now() > until) throw new Error('the site does not serve the published cohorts')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The applications the served worker stored for an address. */
export function storedApplications(email: string) {
  const db = database(true)
  try {
    return db
      .prepare(
        'SELECT cohort, name, time_zone, goals FROM applications WHERE lower(email) = lower(?)',
      )
      .all(email)
  } finally {
    db.close()
  }
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
