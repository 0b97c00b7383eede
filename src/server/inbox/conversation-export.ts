// The conversation in the CSV export: one more cell per message, so a record stays one message
// and a spreadsheet's rows still count messages. Each entry opens with a bracketed line (when,
// which side, who), then its text; entries are a blank line apart. The cell begins with "[" and
// csvCell neutralises a formula anyway; every value in it stays text.

/**
 * The SQL expression of the cell, for the export's columns (the message is `m`). group_concat's
 * ORDER BY (SQLite 3.44) keeps the entries in the order they were written.
 */
export const conversationText = `(
  SELECT group_concat(
    '[' || e.written_at || ' ' || e.kind || ' ' || e.author
      || CASE WHEN e.sender_mismatch = 1 THEN ' (another address)' ELSE '' END
      || ']' || char(10) || e.body
      || CASE WHEN e.attachment_names IS NOT NULL AND e.attachment_names <> '[]'
           THEN char(10) || '[attachments not kept: ' || e.attachment_names || ']' ELSE '' END,
    char(10) || char(10) ORDER BY e.id)
  FROM conversation_entries e WHERE e.message_id = m.id) AS conversation`
