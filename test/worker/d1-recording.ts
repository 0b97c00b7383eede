// The worker's D1 as the search-cost tests watch it: every statement's SQL and the rows D1 says it
// read (`rows_read`), and optionally something done just before a statement runs (another staff
// member's action landing between two of a page's statements).
import { env } from 'cloudflare:test'
import { accessEnv, send, signToken } from './inbox/helpers'

export type Read = { sql: string; rowsRead: number }

/** Called with a statement's SQL before it runs. */
export type BeforeStatement = (sql: string) => Promise<void>

/** The worker's D1, recording every statement's rows read. */
export function recording(
  db: D1Database,
  reads: Read[],
  before: BeforeStatement = async () => {},
): D1Database {
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
    ({
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      all: async () => {
        await before(sql)
        const result = await statement.all()
        reads.push({ sql, rowsRead: result.meta.rows_read })
        return result
      },
      first: async (column?: string) => {
        await before(sql)
        const result = await statement.all<Record<string, unknown>>()
        reads.push({ sql, rowsRead: result.meta.rows_read })
        const row = result.results[0]
        return row === undefined ? null : column ? row[column] : row
      },
      run: async () => {
        await before(sql)
        const result = await statement.run()
        reads.push({ sql, rowsRead: result.meta.rows_read })
        return result
      },
    }) as unknown as D1PreparedStatement
  return { prepare: (sql: string) => wrap(db.prepare(sql), sql) } as unknown as D1Database
}

/** A staff member's GET, with the statements it ran and the rows each read. */
export async function measured(path: string, before?: BeforeStatement) {
  const reads: Read[] = []
  const bindings = await accessEnv({ DB: recording(env.DB, reads, before) } as object)
  const response = await send(
    path,
    { headers: { 'Cf-Access-Jwt-Assertion': await signToken() } },
    bindings,
  )
  const body = await response.text()
  return { response, body, reads, most: Math.max(...reads.map((read) => read.rowsRead)) }
}
