// The CSV export as a spreadsheet reads it: exactly one record per message, each of
// quoted cells and nothing between them, so every row opens with the message's own id.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { asStaff, seedMessage } from '../helpers'

const quotedCell = '"(?:[^"]|"")*"'
// Ten cells: id, received_at, state, name, email, message, flag, about, answered_at, conversation.
const record = new RegExp(`^${quotedCell}(?:,${quotedCell}){9}$`)

describe('the CSV export’s records', () => {
  it('are the header and one line per message, every line quoted cells alone', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const ids = [await seedMessage(), await seedMessage(), await seedMessage()]
    const response = await asStaff('/inbox/export.csv?state=all')
    const text = (await response.text()).replace(/^\uFEFF/, '')
    const lines = text.split('\r\n')
    expect(lines.at(-1)).toBe('')
    const records = lines.slice(0, -1)
    expect(records).toHaveLength(1 + ids.length)
    for (const line of records) expect(line).toMatch(record)
    const firstCells = records.slice(1).map((line) => line.slice(1, 37))
    expect(firstCells.toSorted()).toEqual(ids.toSorted())
  })
})
