// Every proposal request as CSV, with the message export's rules (export/csv.ts): a formula a
// company typed (=, +, -, @ …) reaches the spreadsheet as text, never as a formula.
import { csvLine } from '../export/csv'
import { topicsOf } from './topics-of'

/** The most rows one export holds: far more requests than a school receives in years. */
const maxRows = 10_000

const header = [
  'received_at',
  'offering',
  'company',
  'name',
  'email',
  'team_size',
  'topics',
  'timeline',
  'format',
  'budget',
  'message',
  'stage',
  'confirmed_at',
]

type ExportRow = Record<(typeof header)[number], string | null>

/** The CSV's text: a byte-order mark (spreadsheets read UTF-8 then), the header, a line a request. */
export async function proposalsCsv(db: D1Database): Promise<string> {
  const { results } = await db
    .prepare(
      `SELECT created_at AS received_at, offering, company, name, email, team_size, topics,
         timeline, format, budget, message, stage, confirmed_at
       FROM proposal_requests ORDER BY created_at, id LIMIT ?`,
    )
    .bind(maxRows)
    .all<ExportRow>()
  const lines = results.map((row) =>
    csvLine(
      header.map((column) =>
        column === 'topics' ? topicsOf(row.topics ?? '[]').join('; ') : (row[column] ?? null),
      ),
    ),
  )
  return `\uFEFF${csvLine(header)}${lines.join('')}`
}
