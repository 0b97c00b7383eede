import { inboxContent } from '../content/inbox'
import type { ListQuery } from '../list/queries'
import { giveWay } from '../search/pace'
import { type ExportRow, exportBatch } from './export-queries'

/**
 * Rows fetched per query: a batch is held in memory, never the whole export. As many as a search
 * reads a window: each statement holds D1 about a millisecond at 100,000 messages, and the export
 * gives way between two (pace.ts), so a visitor's post waits one batch at most, not the export.
 */
const batchSize = 200

const header = [
  'id',
  'received_at',
  'state',
  'name',
  'email',
  'message',
  'flag',
  'about',
  'answered_at',
  'conversation',
]

/**
 * Where a spreadsheet may start a cell inside one of ours, followed by a character that makes it a
 * formula (=, +, -, @, a tab or a carriage return: OWASP's "CSV injection"): the cell's start, and
 * any separator a spreadsheet may use instead of the comma (`;` in much of Europe, a tab) or a
 * line break. A program set to `;` reads our quoted cells as it likes: past the first closing
 * quote, each `;` starts a cell and each line break a row (docs/decisions.md, "Export").
 */
const formulaStart = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g

/**
 * One CSV cell. An apostrophe goes before every formula character at a place a cell may start,
 * so it stays text in any spreadsheet and every word is kept. Then RFC 4180: every cell quoted,
 * quotes doubled.
 */
export function csvCell(value: string | null): string {
  const neutral = (value ?? '').replace(formulaStart, "'")
  return `"${neutral.replace(/"/g, '""')}"`
}

/** One record, ended by CRLF as RFC 4180 has it. */
export const csvLine = (cells: (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`

const recordOf = (row: ExportRow) =>
  csvLine([
    row.id,
    row.received_at,
    row.state,
    row.name,
    row.email,
    row.message,
    row.flag,
    row.about ?? 'general',
    row.answered_at,
    row.conversation,
  ])

/**
 * The export as a stream: a byte-order mark (spreadsheet programs then read UTF-8), the header,
 * then the rows a batch at a time, each batch fetched only when the reader wants more, after
 * giving way to whatever else waits. Memory stays flat whatever the number of messages.
 *
 * A batch that fails ends the file with a row saying it is incomplete, and the stream errors on the
 * read after it (erroring at once would discard the row unread). Whether an errored body breaks
 * the connection is the platform's choice (workerd locally ends it as if complete), so the row is
 * what no spreadsheet can miss; where the connection breaks, the browser also reports a failure.
 */
export function exportStream(db: D1Database, query: ListQuery): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let batch: ListQuery | null = query
  let started = false
  let failure: unknown = null
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (failure) return controller.error(failure)
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`))
          return
        }
        try {
          // A search's window may hold no message of the filter: go on to one that does, or the end.
          while (batch) {
            await giveWay()
            const { rows, next } = await exportBatch(db, batch, batchSize)
            batch = next
            if (rows.length) return controller.enqueue(encoder.encode(rows.map(recordOf).join('')))
          }
          controller.close()
        } catch (error) {
          console.error('The CSV export stopped midway:', error)
          controller.enqueue(encoder.encode(csvLine([inboxContent.exportIncomplete])))
          failure = error
        }
      },
    },
    { highWaterMark: 1 },
  )
}
