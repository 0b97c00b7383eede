// Building the schema up again step by step, for tests of a migration on rows stored before it.
import { env } from 'cloudflare:test'

/** Drops every table, view and trigger, so a test can build the schema up again step by step. */
export async function emptyDatabase() {
  const { results } = await env.DB.prepare(
    "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ type: string; name: string; sql: string | null }>()
  for (const { name } of results.filter((row) => row.type === 'trigger')) {
    await env.DB.exec(`DROP TRIGGER IF EXISTS "${name}"`)
  }
  for (const { name } of results.filter((row) => row.type === 'view')) {
    await env.DB.exec(`DROP VIEW IF EXISTS "${name}"`)
  }
  // Tables that refer to others first, newest first (the outbox refers to conversation entries);
  // then the rest in the order they were made (a full-text table before its shadow tables).
  const tables = results.filter((row) => row.type === 'table')
  const refersToAnother = (row: { sql: string | null }) => /REFERENCES/i.test(row.sql ?? '')
  for (const { name } of [
    ...tables.filter(refersToAnother).reverse(),
    ...tables.filter((row) => !refersToAnother(row)),
  ]) {
    await env.DB.exec(`DROP TABLE IF EXISTS "${name}"`)
  }
}
