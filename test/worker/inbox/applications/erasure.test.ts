import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { postForm } from '../helpers'
import { seedApplication } from './seed'

/** Every table that holds `word` in any column: what erasing an application must leave empty. */
async function tablesHolding(word: string): Promise<string[]> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>()
  const found: string[] = []
  for (const { name } of tables) {
    const { results: columns } = await env.DB.prepare(
      `SELECT name FROM pragma_table_info('${name}')`,
    ).all<{ name: string }>()
    if (!columns.length) continue
    // Byte by byte, so the full-text index's own blobs are read too, not only its text.
    const where = columns
      .map((column) => `instr(CAST("${column.name}" AS BLOB), CAST(? AS BLOB)) > 0`)
      .join(' OR ')
    const hit = await env.DB.prepare(`SELECT 1 FROM "${name}" WHERE ${where} LIMIT 1`)
      .bind(...columns.map(() => word))
      .first()
    if (hit) found.push(name)
  }
  return found
}

describe('erasing an application', () => {
  it('takes its notes and its search entries with it, whatever deletes it', {
    timeout: 30_000,
  }, async () => {
    const id = await seedApplication({ name: 'Zyxwvutsrq Person', goals: 'Qwertzuiop goals' })
    await postForm(`/inbox/applications/${id}/note`, {
      note: 'Plokmijnuhb note',
      key: crypto.randomUUID(),
    })
    expect(await tablesHolding('yxwvutsrq')).toEqual(
      expect.arrayContaining(['applications', 'applications_fts_data']),
    )
    expect(await tablesHolding('Plokmijnuhb')).toEqual(['application_notes'])
    await env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(id).run()
    expect(await tablesHolding('yxwvutsrq')).toEqual([])
    expect(await tablesHolding('wertzuiop')).toEqual([])
    expect(await tablesHolding('Plokmijnuhb')).toEqual([])
    expect(await tablesHolding(id)).toEqual([])
  })
})
