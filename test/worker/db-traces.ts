// Where erased words could still be read: every table of the database, the full-text index's
// shadow tables included, every column, blobs read as text. Shared by the erasure tests.
import { env } from 'cloudflare:test'
import { expect } from 'vitest'

const decoder = new TextDecoder('utf-8', { fatal: false })

/** A stored value as text: blobs (the index's segments) decoded, so the words inside show. */
function asText(value: unknown): string {
  if (value instanceof ArrayBuffer) return decoder.decode(new Uint8Array(value))
  if (ArrayBuffer.isView(value)) return decoder.decode(value)
  if (Array.isArray(value)) return decoder.decode(new Uint8Array(value as number[]))
  return String(value ?? '')
}

/** Every table (D1's own `_cf_` tables are closed to the worker), and where each holds `needles`. */
export async function tracesOf(needles: string[]): Promise<string[]> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>()
  expect(tables.map((table) => table.name)).toContain('contact_messages_fts_data')
  const found: string[] = []
  for (const { name } of tables) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all<
      Record<string, unknown>
    >()
    for (const row of results) {
      for (const [column, value] of Object.entries(row)) {
        const text = asText(value).toLowerCase()
        for (const needle of needles) {
          if (text.includes(needle)) found.push(`${name}.${column}: ${needle}`)
        }
      }
    }
  }
  return [...new Set(found)]
}
