// The conversation in the CSV export: one more cell per message, so a record stays one message
// and a spreadsheet's rows still count messages. Each entry opens with a bracketed line (when,
// which side, who), then its text; entries are a blank line apart. The cell begins with "[" and
// csvCell neutralises a formula anyway; every value in it stays text. A long conversation is cut
// at a spreadsheet cell's size, and says so (export-cell.ts).
import { boundedCell, boundedParts } from './export-cell'

/** The message's entries (the message is `m`), as export-cell.ts takes rows: head, body, tail. */
const entries = `(
  SELECT e.id,
    '[' || e.written_at || ' ' || e.kind || ' ' || e.author
      || CASE WHEN e.sender_mismatch = 1 THEN ' (another address)' ELSE '' END
      || ']' || char(10) AS head,
    e.body,
    CASE WHEN e.attachment_names IS NOT NULL AND e.attachment_names <> '[]'
      THEN char(10) || '[attachments not kept: ' || e.attachment_names || ']' ELSE '' END AS tail
  FROM conversation_entries e WHERE e.message_id = m.id)`

/** The parts the cell is built from, for a test of what SQL computes on the way. */
export const conversationParts = boundedParts(entries)

/**
 * The SQL expression of the cell, for the export's columns. Most messages have no conversation:
 * for them one seek in the entries' index decides, and the cell's subqueries never run (the export
 * reads each match a few times, not one more: test/worker/inbox/search/cost.test.ts).
 */
export const conversationText = `CASE WHEN EXISTS (
    SELECT 1 FROM conversation_entries e WHERE e.message_id = m.id)
  THEN ${boundedCell(entries)} END AS conversation`
