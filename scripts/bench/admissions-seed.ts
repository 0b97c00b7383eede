// Seeding the admissions benchmark's local D1 through Miniflare's API: four published cohorts,
// and applications spread over them and two past cohorts, in stages that fit each cohort's age,
// with their moves, notes and conversation; every application in its search index (the
// triggers of migrations/0022_application_notes.sql index each row as it is inserted).
import { benchCursor, type Db } from './inbox-seed.ts'

/** The cohorts /apply offers and the room switches between; the first is the room's default. */
export const benchCohorts = [
  ['2027-03-02', '2027-02-12'],
  ['2027-06-01', '2027-05-14'],
  ['2027-09-07', '2027-08-13'],
  ['2027-12-07', '2027-11-12'],
].map(([startDate, applicationDeadline]) => ({
  startDate,
  applicationDeadline,
  schedule: { timeZone: 'Europe/Berlin' },
  format: { mode: 'online' },
}))

/** The cohort the room opens on: the next to start. */
export const defaultCohort = '2027-03-02'

/** Applications `from`..`to` go to a cohort by `i % 20`: 40 % to the next one to start. */
const cohortOf = `CASE WHEN i % 20 < 8 THEN '2027-03-02' WHEN i % 20 < 11 THEN '2027-06-01'
  WHEN i % 20 < 13 THEN '2027-09-07' WHEN i % 20 < 14 THEN '2027-12-07'
  WHEN i % 20 < 17 THEN '2026-09-08' ELSE '2026-06-02' END`

/** A stage by a percentile `p` apart from the cohort's: far along for past cohorts, early for later ones. */
const stageOf = `CASE
  WHEN cohort < '2027-01-01' THEN CASE WHEN p < 10 THEN 'applied' WHEN p < 15 THEN 'offer'
    WHEN p < 40 THEN 'enrolled' WHEN p < 80 THEN 'declined' ELSE 'withdrawn' END
  WHEN cohort = '2027-03-02' THEN CASE WHEN p < 45 THEN 'applied' WHEN p < 60 THEN 'call-booked'
    WHEN p < 72 THEN 'call-held' WHEN p < 82 THEN 'technical-check' WHEN p < 88 THEN 'offer'
    WHEN p < 90 THEN 'enrolled' WHEN p < 96 THEN 'declined' ELSE 'withdrawn' END
  ELSE CASE WHEN p < 80 THEN 'applied' WHEN p < 90 THEN 'call-booked' WHEN p < 95 THEN 'call-held'
    WHEN p < 98 THEN 'declined' ELSE 'withdrawn' END END`

const uuid = `printf('%s-%s-4%s-a%s-%s', lower(hex(randomblob(4))), lower(hex(randomblob(2))),
  substr(lower(hex(randomblob(2))), 2), substr(lower(hex(randomblob(2))), 2), lower(hex(randomblob(6))))`

/**
 * Applications `from`..`to` (1-based), one statement a chunk: the later `i`, the newer; "Hopper"
 * signs five of the default cohort's; one in a hundred speaks of "evening" classes in its goals;
 * 85 % of those still at Applied are confirmed, every later one is.
 */
export async function seedApplications(db: Db, from: number, to: number, chunk = 5_000) {
  for (let start = from; start <= to; start += chunk) {
    const end = Math.min(to, start + chunk - 1)
    await db
      .prepare(
        `INSERT INTO applications (id, cohort, name, email, mailbox, time_zone, background,
           background_detail, goals, heard_from, financing, stage, created_at, confirmed_at)
         WITH RECURSIVE seq(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM seq WHERE i < ?),
           placed AS (SELECT i, ${cohortOf} AS cohort, (i / 20) * 37 % 100 AS p FROM seq),
           staged AS (SELECT *, ${stageOf} AS stage,
             strftime('%Y-%m-%dT%H:%M:%fZ', CASE WHEN cohort < '2027-01-01' THEN cohort ELSE '2026-12-01' END,
               '-' || ((30000 - i) * 500) || ' seconds') AS created FROM placed)
         SELECT ${uuid}, cohort,
                CASE WHEN i IN (2000, 6000, 10000, 14000, 18000) THEN 'Grace Hopper ' || i ELSE 'Applicant ' || i END,
                'applicant' || i || '@example.org', 'applicant' || i || '@example.org',
                CASE i % 4 WHEN 0 THEN 'Europe/Berlin' WHEN 1 THEN 'America/New_York'
                           WHEN 2 THEN 'Asia/Kolkata' ELSE 'Europe/London' END,
                CASE i % 6 WHEN 0 THEN 'new' WHEN 1 THEN 'self-taught' WHEN 2 THEN 'course'
                           WHEN 3 THEN 'degree' WHEN 4 THEN 'developer' ELSE 'other' END,
                'Some projects of my own, reference ' || i,
                'I would like to build web applications for a ' ||
                  CASE i % 3 WHEN 0 THEN 'startup' WHEN 1 THEN 'hospital' ELSE 'city council' END ||
                  CASE WHEN i % 100 = 7 THEN ', and I can only study in the evening.' ELSE '.' END ||
                  ' Plan ' || hex(randomblob(10)),
                CASE i % 6 WHEN 0 THEN 'search' WHEN 1 THEN 'friend' WHEN 2 THEN 'social'
                           WHEN 3 THEN 'event' WHEN 4 THEN 'media' ELSE 'other' END,
                CASE i % 4 WHEN 0 THEN 'neither' WHEN 1 THEN 'financing' WHEN 2 THEN 'scholarship' ELSE 'both' END,
                stage, created,
                CASE WHEN stage = 'applied' AND i % 7 = 0 THEN NULL
                     ELSE strftime('%Y-%m-%dT%H:%M:%fZ', created, '+2 hours') END
         FROM staged`,
      )
      .bind(start, end)
      .run()
  }
}

/**
 * Each application's history: a move for every step of the path to its stage (a declined or
 * withdrawn one left after 0 to 3 steps), the school's message with each move but the first,
 * an answer to one in ten of those, and a staff note on one application in five.
 */
export async function seedHistories(db: Db) {
  const path = `path(step, from_stage, to_stage) AS (VALUES (1, 'applied', 'call-booked'),
    (2, 'call-booked', 'call-held'), (3, 'call-held', 'technical-check'),
    (4, 'technical-check', 'offer'), (5, 'offer', 'enrolled'))`
  const depth = `CASE a.stage WHEN 'applied' THEN 0 WHEN 'call-booked' THEN 1 WHEN 'call-held' THEN 2
    WHEN 'technical-check' THEN 3 WHEN 'offer' THEN 4 WHEN 'enrolled' THEN 5
    ELSE unicode(substr(a.id, 1, 1)) % 4 END`
  const at = (days: string) =>
    `strftime('%Y-%m-%dT%H:%M:%fZ', a.created_at, '+' || (${days}) || ' days')`
  await db.batch([
    db.prepare(
      `WITH ${path} INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
       SELECT a.id, p.from_stage, p.to_stage,
              CASE p.step WHEN 1 THEN 'applicant' ELSE 'admissions@lumen.example' END, ${at('p.step * 4')}
       FROM applications a JOIN path p ON p.step <= ${depth} ORDER BY a.created_at, p.step`,
    ),
    db.prepare(
      `WITH ${path} INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
       SELECT a.id, coalesce(p.to_stage, 'applied'), a.stage,
              CASE a.stage WHEN 'withdrawn' THEN 'applicant' ELSE 'admissions@lumen.example' END, ${at('30')}
       FROM applications a LEFT JOIN path p ON p.step = ${depth}
       WHERE a.stage IN ('declined', 'withdrawn')`,
    ),
    db.prepare(
      `INSERT INTO application_entries (application_id, kind, subject, body, author, written_at)
       SELECT m.application_id, 'message', 'Your application: ' || m.to_stage,
              'Dear applicant, your application has moved on. Reference ' || m.id, m.moved_by, m.moved_at
       FROM application_moves m WHERE m.from_stage <> 'applied' OR m.to_stage <> 'call-booked'`,
    ),
    db.prepare(
      `INSERT INTO application_entries (application_id, kind, subject, body, author, written_at)
       SELECT e.application_id, 'answer', 'Re: ' || e.subject,
              'Thank you, that works for me. Order ' || hex(randomblob(6)), a.email,
              strftime('%Y-%m-%dT%H:%M:%fZ', e.written_at, '+1 day')
       FROM application_entries e JOIN applications a ON a.id = e.application_id
       WHERE e.kind = 'message' AND e.id % 10 = 3`,
    ),
    db.prepare(
      `INSERT INTO application_notes (application_id, body, author, written_at)
       SELECT id, 'Called; strong portfolio, asks about the schedule. Ticket ' || hex(randomblob(6)),
              'admissions@lumen.example', strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+3 days')
       FROM applications WHERE unicode(substr(id, 2, 1)) % 5 = 0`,
    ),
  ])
}

/** The cursor `share` of the way down the default cohort's list, as its "Older" links build them. */
export async function applicationsCursor(db: Db, share: number) {
  const row = await db
    .prepare(
      `SELECT created_at, id FROM applications WHERE cohort = ?
       ORDER BY created_at DESC, id DESC LIMIT 1
       OFFSET CAST((SELECT COUNT(*) FROM applications WHERE cohort = ?1) * ? AS INTEGER)`,
    )
    .bind(defaultCohort, share)
    .first<{ created_at: string; id: string }>()
  if (!row) throw new Error('no cursor into the applications')
  return benchCursor({ receivedAt: row.created_at, id: row.id })
}
