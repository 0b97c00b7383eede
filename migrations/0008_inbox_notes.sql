-- Internal notes on a message (src/server/inbox/notes.ts): staff-only text, who wrote it, when.
-- Part of the message's history, so it goes wherever the message goes: deleting the message (by
-- hand, by address, by the retention job, from a console) deletes its notes (foreign key, D1
-- enforces it). Notes are not in the full-text index: search finds what visitors wrote.
CREATE TABLE contact_message_notes (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  note       TEXT NOT NULL,
  written_by TEXT NOT NULL,
  written_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX contact_message_notes_message ON contact_message_notes (message_id, id);
