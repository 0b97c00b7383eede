-- The conversation after the first message, and everything the school sends besides the staff's
-- notification of it: a confirmation to the visitor, the staff's replies, the staff notified of a
-- visitor's answer, and a waiting list's announcement.

-- When a member of staff last replied; cleared when the visitor answers (the message is New again).
ALTER TABLE contact_messages ADD COLUMN answered_at TEXT;

-- One row per reply (staff to the visitor, from the inbox) or answer (the visitor's mail back,
-- through the worker's email() handler). Part of the message: deleting it (by hand, by address, by
-- the retention job) deletes its entries (foreign key). Not in the full-text index.
CREATE TABLE conversation_entries (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id       TEXT NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  kind             TEXT NOT NULL CHECK (kind IN ('reply', 'answer')),
  -- Plain text: the reply as staff typed it, the answer reduced to text.
  body             TEXT NOT NULL,
  -- A reply: the staff member's Access email. An answer: the mail's sender address.
  author           TEXT NOT NULL,
  -- An answer from an address other than the visitor's: kept, but flagged.
  sender_mismatch  INTEGER NOT NULL DEFAULT 0 CHECK (sender_mismatch IN (0, 1)),
  -- An answer's attachments, by name only (a JSON array); the files are never stored.
  attachment_names TEXT,
  -- What makes a second arrival of the same entry a no-op: the reply form's one-time key (a double
  -- click), an answer's Message-ID (a mail delivered twice).
  dedupe_key       TEXT UNIQUE,
  written_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX conversation_entries_message ON conversation_entries (message_id, id);

-- A waiting list's announcement, written once by staff when the offering opens: one per list, so a
-- second send (a double click, a retried request) cannot email anyone twice.
CREATE TABLE waitlist_announcements (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  offering TEXT NOT NULL UNIQUE CHECK (offering IN ('corporate', 'technical')),
  subject  TEXT NOT NULL,
  body     TEXT NOT NULL,
  sent_by  TEXT NOT NULL,
  sent_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The outbox of everything above (src/server/outbox/mail-*.ts), with the same life as a
-- notification's delivery (0004): written in the batch that makes it due, 'pending' until sent
-- ('delivered', never again) or its 24-hour window ends ('failed'). Each row names what it is
-- about; deleting that (a message, an entry, a sign-up) deletes the row.
CREATE TABLE outbox (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  kind              TEXT NOT NULL CHECK (kind IN ('confirmation', 'reply', 'answer', 'announcement')),
  -- 'webhook' only for an answer, which reaches staff through the notification channels.
  channel           TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'webhook')),
  message_id        TEXT REFERENCES contact_messages (id) ON DELETE CASCADE,
  entry_id          INTEGER REFERENCES conversation_entries (id) ON DELETE CASCADE,
  announcement_id   INTEGER REFERENCES waitlist_announcements (id) ON DELETE CASCADE,
  signup_id         TEXT REFERENCES waitlist_signups (id) ON DELETE CASCADE,
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts          INTEGER NOT NULL DEFAULT 0,
  next_attempt_at   TEXT NOT NULL,
  window_started_at TEXT NOT NULL,
  last_error        TEXT,
  delivered_at      TEXT,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (
    (kind = 'confirmation' AND message_id IS NOT NULL AND channel = 'email')
    OR (kind = 'reply' AND entry_id IS NOT NULL AND channel = 'email')
    OR (kind = 'answer' AND entry_id IS NOT NULL)
    OR (kind = 'announcement' AND announcement_id IS NOT NULL AND signup_id IS NOT NULL AND channel = 'email')
  )
);
-- At most one of each: a message's confirmation, an entry's send per channel, an address's copy
-- of an announcement. A retried request or a second click inserts nothing (INSERT OR IGNORE).
CREATE UNIQUE INDEX outbox_one_confirmation ON outbox (message_id) WHERE kind = 'confirmation';
CREATE UNIQUE INDEX outbox_one_per_entry ON outbox (entry_id, channel) WHERE entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_signup ON outbox (announcement_id, signup_id)
  WHERE announcement_id IS NOT NULL;
-- The cron's question, and the cascades' (a foreign key needs an index on the child's column).
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX outbox_message ON outbox (message_id) WHERE message_id IS NOT NULL;
CREATE INDEX outbox_signup ON outbox (signup_id) WHERE signup_id IS NOT NULL;
