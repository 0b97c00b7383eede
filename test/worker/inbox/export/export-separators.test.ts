// The CSV export opened where the list separator is not a comma. A spreadsheet set to `;` (most
// of Europe) or to tabs reads our quoted, comma-separated records its own way: a quote opens a
// quoted cell only at a cell's start, and past the first closing quote every `;` or tab starts a
// new cell and every line break a new row. So a formula character after any separator or line
// break, deep inside a cell we quoted, can start a cell there (docs/decisions.md, the inbox's "Export").
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { csvCell } from '../../../../src/server/inbox/export/csv'
import { asStaff, seedMessage } from '../helpers'

/**
 * A lenient reader with one separator, as spreadsheet imports behave: a quote opens a quoted cell
 * only as a cell's first character, a doubled quote inside it is a quote, and after its closing
 * quote the rest of the cell is read literally up to the next separator or line break.
 */
function readAs(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let atStart = true
  const endCell = () => {
    row.push(cell)
    cell = ''
    atStart = true
  }
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
      continue
    }
    if (char === '"' && atStart) {
      quoted = true
      atStart = false
    } else if (char === separator) endCell()
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++
      endCell()
      rows.push(row)
      row = []
    } else {
      cell += char
      atStart = false
    }
  }
  return rows
}

/** A cell a spreadsheet would evaluate: it begins with a formula character (OWASP's list). */
const formula = /^[=+\-@\t\r]/

const attacks = [
  'Hello;=HYPERLINK("http://evil.example","Open")',
  'See\n=1+1',
  'Tabbed\t@SUM(A1:A9)',
  'Prices;-2+3;+5',
  "Windows\r\n=cmd|' /C calc'!A0",
  'a,=1+1',
  '\t=1+1',
  ';;@x',
]

describe('the CSV export where the separator is a semicolon or a tab', () => {
  it('leaves no cell that starts with a formula character, whatever separator reads it', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    for (const attack of attacks) await seedMessage({ name: 'Formula', message: attack })
    const response = await asStaff('/inbox/export.csv?state=all')
    const text = (await response.text()).replace(/^\uFEFF/, '')
    for (const separator of [';', '\t', ',']) {
      const cells = readAs(text, separator).flat()
      expect(cells.filter((cell) => formula.test(cell))).toEqual([])
    }
  })

  it('keeps every word: only an apostrophe goes before each formula character it guards', () => {
    for (const attack of attacks) {
      const cell = csvCell(attack)
      const inner = cell.slice(1, -1).replace(/""/g, '"')
      expect(inner.replace(/(?<=^|[,;\t\r\n])'(?=[=+\-@\t\r])/g, '')).toBe(attack)
    }
    expect(csvCell('Hello;=HYPERLINK("x")')).toBe(`"Hello;'=HYPERLINK(""x"")"`)
    expect(csvCell('Line\n-item\n- item')).toBe(`"Line\n'-item\n'- item"`)
    expect(csvCell('a\t\tb')).toBe(`"a\t'\tb"`)
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`)
    expect(csvCell('a,=1 b\r@x')).toBe(`"a,'=1 b\r'@x"`)
    // Nothing is added where no cell could start: mid-word signs, spaces before them.
    expect(csvCell('x=1; y = 2, z-3 @home; -4')).toBe('"x=1; y = 2, z-3 @home; -4"')
  })
})
