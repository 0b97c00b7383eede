// A cohort meeting on Monday and Wednesday evenings and Saturday mornings in Berlin, from
// 1 March 2027 for the program's 28 weeks: both New York (14 March) and Berlin (28 March) change
// their clocks inside it, on different dates, and Kolkata (UTC+5:30) never does. Published straight
// into the served worker's D1, as the editor's publish writes it; taken away again after.
import { DatabaseSync } from 'node:sqlite'
import { inject } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'

export const berlinCohort = {
  cohort: {
    cohorts: [
      {
        startDate: '2027-03-01',
        schedule: {
          sessions: [
            { day: 'mon', from: '18:30', to: '21:30' },
            { day: 'wed', from: '18:30', to: '21:30' },
            { day: 'sat', from: '10:00', to: '13:00' },
          ],
          timeZone: 'Europe/Berlin',
        },
        format: { mode: 'online' },
      },
    ],
  },
}

const database = () => new DatabaseSync(d1File(inject('stateDir')))

/** Waits until the served site reads the version `version` (each isolate asks every few seconds). */
async function servedAt(baseURL: string, version: string) {
  const until = Date.now() + 15_000
  while ((await fetch(`${baseURL}/accelerator`)).headers.get('Content-Version') !== version) {
    if (Date.now() > until) throw new Error(`the site does not serve version ${version}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Publishes `content` as the only version, and waits until the site serves it. */
export async function publishOnly(baseURL: string, content: object) {
  const db = database()
  let id: number
  try {
    db.exec('DELETE FROM content_revisions')
    const row = db
      .prepare(
        `INSERT INTO content_revisions (body, published_by, published_at)
         VALUES (?, 'maria@lumen.test', '2026-12-01T12:00:00.000Z') RETURNING id`,
      )
      .get(JSON.stringify(content)) as { id: number }
    id = row.id
  } finally {
    db.close()
  }
  await servedAt(baseURL, String(id))
}

/** Takes every publish away, and waits until the site serves the code's texts again. */
export async function unpublish(baseURL: string) {
  const db = database()
  try {
    db.exec('DELETE FROM content_revisions')
  } finally {
    db.close()
  }
  await servedAt(baseURL, '0')
}
