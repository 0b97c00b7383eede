// One CSV cell built from many rows in SQL, of a bounded size. D1 refuses any string longer than
// 2,000,000 bytes, a value computed by group_concat or || included (SQLite's length limit): a
// conversation concatenated whole failed the export in production, while local SQLite, which has
// no such limit, passed. So no value on the way is ever longer than about twice the cell, and the
// cell is cut where a spreadsheet would cut it anyway, saying so (docs/conversation.md,
// "Erasure, retention, export").
import { inboxExportContent } from '../content/export'

/**
 * Characters a cell keeps: a spreadsheet holds about that much in one (Excel 32,767), and at
 * four bytes a character at most the cell stays under 130 kB, far below D1's limit.
 */
export const maxCellCharacters = 32_000

/** Written into the SQL as string literals: its words hold no ASCII apostrophe (content file). */
const note = inboxExportContent.cellCut(maxCellCharacters.toLocaleString('en-GB'))

/**
 * The parts of the cell of `rows` (a FROM clause: columns id, head, body, tail): `cell`, the rows'
 * `head || body || tail` in id order, a blank line apart, but only those that start before
 * maxCellCharacters, each body cut there (so `cell` is at most about twice that long), and
 * `whole`, how long the full text would be, counted from lengths, never built.
 */
export const boundedParts = (rows: string) => `(
  SELECT group_concat(
      CASE WHEN start < ${maxCellCharacters} THEN head || substr(body, 1, ${maxCellCharacters}) || tail END,
      char(10) || char(10) ORDER BY id) AS cell,
    MAX(start + size) AS whole
  FROM (
    SELECT id, head, body, tail, size, SUM(size + 2) OVER (ORDER BY id) - size - 2 AS start
    FROM (SELECT id, head, body, tail, length(head) + length(body) + length(tail) AS size
          FROM ${rows})))`

/** The cell itself: whole when it fits, else cut at maxCellCharacters with a note saying so. */
export const boundedCell = (rows: string) => `(
  SELECT CASE WHEN whole <= ${maxCellCharacters} THEN cell
    ELSE substr(cell, 1, ${maxCellCharacters}) || char(10) || '${note.before}'
      || printf('%,d', whole) || '${note.after}' END
  FROM ${boundedParts(rows)})`
