// The room's reads: a page of a cohort's applications (one stage or all), newest first, entered
// at a cursor; the cohort's count in each stage; and each stage's newest for the board. Every
// statement is bounded by an index of migrations/0018 and 0022 or reads the counts of 0026,
// whatever the table holds.
import {
  type ApplicationStage,
  applicationStages,
} from '../../../../shared/content/admissions/application-stages'
import { type Cursor, encodeCursor } from '../../list/cursor'

/** An application as the list and the board show it. */
export type ApplicationSummary = {
  id: string
  name: string
  email: string
  goals: string
  stage: ApplicationStage
  created_at: string
  confirmed_at: string | null
}

export const summaryColumns =
  'a.id, a.name, a.email, substr(a.goals, 1, 240) AS goals, a.stage, a.created_at, a.confirmed_at'

/** Applications a page of the list shows; a board's column shows at most `boardSize`. */
export const applicationsPageSize = 50
export const boardSize = 20

type Browse = { cohort: string; stage: ApplicationStage | null; after: Cursor | null }

/** A page of the list and the cursor of the next (older) page, if there is one. */
export async function browseApplications(db: D1Database, { cohort, stage, after }: Browse) {
  const where = ['a.cohort = ?']
  const params: (string | number)[] = [cohort]
  if (stage) {
    where.push('a.stage = ?')
    params.push(stage)
  }
  if (after) {
    where.push('(a.created_at, a.id) < (?, ?)')
    params.push(after.receivedAt, after.id)
  }
  const { results } = await db
    .prepare(
      `SELECT ${summaryColumns} FROM applications a WHERE ${where.join(' AND ')}
       ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
    )
    .bind(...params, applicationsPageSize + 1)
    .all<ApplicationSummary>()
  const rows = results.slice(0, applicationsPageSize)
  const last = rows.at(-1)
  const older =
    results.length > applicationsPageSize && last
      ? encodeCursor({ receivedAt: last.created_at, id: last.id })
      : null
  return { rows, older }
}

/** A cohort's applications in each stage. */
export type StageCounts = Record<ApplicationStage, number> & { all: number }

/**
 * From the counts the triggers keep (migrations/0026_application_stage_counts.sql): a row a
 * stage, whatever the cohort holds, where counting the applications read every one of them.
 */
export async function stageCounts(db: D1Database, cohort: string): Promise<StageCounts> {
  const { results } = await db
    .prepare('SELECT stage, applications AS n FROM application_stage_counts WHERE cohort = ?')
    .bind(cohort)
    .all<{ stage: ApplicationStage; n: number }>()
  const counts = Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as StageCounts
  counts.all = 0
  for (const { stage, n } of results) {
    counts[stage] = n
    counts.all += n
  }
  return counts
}

/** Each stage's newest applications, one bounded statement a stage, in one round trip. */
export async function boardColumns(db: D1Database, cohort: string) {
  const answers = await db.batch<ApplicationSummary>(
    applicationStages.map((stage) =>
      db
        .prepare(
          `SELECT ${summaryColumns} FROM applications a WHERE a.cohort = ? AND a.stage = ?
           ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
        )
        .bind(cohort, stage, boardSize),
    ),
  )
  return Object.fromEntries(
    applicationStages.map((stage, index) => [stage, answers[index]?.results ?? []]),
  ) as Record<ApplicationStage, ApplicationSummary[]>
}
