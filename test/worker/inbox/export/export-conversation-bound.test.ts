// The conversation's cell in the CSV export, bounded in bytes. D1 refuses any string longer than
// 2,000,000 bytes, a value computed by group_concat or || included (SQLite's length limit), so
// a long conversation failed the whole export in production, while local SQLite, which has no
// such limit, passed. The bound is pinned here in bytes, not left to a local failure
// (docs/conversation.md "Erasure, retention, export").
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { conversationParts } from '../../../../src/server/inbox/export/conversation-export'
import { maxCellCharacters } from '../../../../src/server/inbox/export/export-cell'
import { asStaff, seedMessage } from '../helpers'

/** The last cell of the export's one record: the conversation, unquoted. */
async function conversationCell() {
  const text = await (await asStaff('/inbox/export.csv?state=all')).text()
  const cell = text.match(/,"((?:[^"]|"")*)"\r\n$/)?.[1]
  if (cell === undefined) throw new Error('no conversation cell')
  return cell.replace(/""/g, '"')
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength

/** A conversation of `count` entries of `body`, written a second apart. */
async function entries(id: string, kind: 'answer' | 'reply', count: number, body: string) {
  await env.DB.prepare(
    `INSERT INTO conversation_entries (message_id, kind, body, author, written_at)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?4)
     SELECT ?1, ?2, ?3, 'someone@example.com',
       strftime('%Y-%m-%dT%H:%M:%fZ', '2026-11-01', '+' || i || ' seconds') FROM n`,
  )
    .bind(id, kind, body, count)
    .run()
}

describe('the conversation’s cell in the CSV export', () => {
  it('stays far below D1’s 2,000,000 bytes, and says where and why it was cut', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const id = await seedMessage({ name: 'Long Conversation' })
    // Four bytes a character: the answers a conversation keeps at most, and 150 long replies
    // (staff replies have no ceiling): 700,000 characters, 2.8 MB as one string.
    await entries(id, 'answer', 10, '𝒶'.repeat(10_000))
    await entries(id, 'reply', 150, '𝒷'.repeat(4_000))
    const cell = await conversationCell()
    // A spreadsheet cell's size (Excel's 32,767 characters), at four bytes a character at most.
    expect(bytes(cell)).toBeLessThanOrEqual(4 * 32_767)
    expect([...cell].length).toBeLessThanOrEqual(32_767)
    // (Matched on its ends: a failure then prints a line, not 130 kB.)
    const characters = [...cell]
    expect(characters.slice(0, 60).join('')).toMatch(
      /^\[2026-11-01T00:00:01\.000Z answer someone@example\.com\]\n𝒶/,
    )
    expect(characters.slice(-200).join('')).toMatch(
      /\n\[Cut here at 32,000 characters, as a spreadsheet cell holds about that much: the conversation has 708,808 characters, all of them on the message’s page in the inbox\.\]$/,
    )
    // Nor does any value computed on the way come near the limit (D1 counts those too).
    const inner = await env.DB.prepare(
      `SELECT (SELECT length(CAST(cell AS BLOB)) FROM ${conversationParts}) AS bytes
       FROM contact_messages m WHERE m.id = ?`,
    )
      .bind(id)
      .first<{ bytes: number }>()
    expect(inner?.bytes).toBeLessThanOrEqual(4 * 2 * maxCellCharacters + 20_000)
  })

  it('exports a conversation that fits whole, with no note', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const id = await seedMessage({ name: 'Short Conversation' })
    await entries(id, 'answer', 2, 'Thank you.')
    expect(await conversationCell()).toBe(
      '[2026-11-01T00:00:01.000Z answer someone@example.com]\nThank you.\n\n[2026-11-01T00:00:02.000Z answer someone@example.com]\nThank you.',
    )
  })
})
