-- Mail the school sends unasked (README "Mail the school sends unasked"): counted per mailbox, not
-- per spelling.

-- The outbox of 0009, rebuilt (SQLite cannot change a CHECK in place) with one column more:
-- `mailbox`, the key of the recipient's mailbox (src/server/unasked-mail/mailbox-key.ts) on a row
-- of mail nobody asked the school for in that moment (a confirmation), NULL on every other row.
-- The address itself stays as typed where it was stored; the key only counts. No table refers to
-- the outbox, so dropping the old one is safe; the rows are copied as they are.
CREATE TABLE outbox_0010 (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  kind              TEXT NOT NULL CHECK (kind IN ('confirmation', 'reply', 'answer', 'announcement')),
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
  mailbox           TEXT,
  CHECK (
    (kind = 'confirmation' AND message_id IS NOT NULL AND channel = 'email')
    OR (kind = 'reply' AND entry_id IS NOT NULL AND channel = 'email')
    OR (kind = 'answer' AND entry_id IS NOT NULL)
    OR (kind = 'announcement' AND announcement_id IS NOT NULL AND signup_id IS NOT NULL AND channel = 'email')
  )
);
INSERT INTO outbox_0010 (id, kind, channel, message_id, entry_id, announcement_id, signup_id, state,
  attempts, next_attempt_at, window_started_at, last_error, delivered_at, created_at)
SELECT id, kind, channel, message_id, entry_id, announcement_id, signup_id, state,
  attempts, next_attempt_at, window_started_at, last_error, delivered_at, created_at
FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_0010 RENAME TO outbox;

CREATE UNIQUE INDEX outbox_one_confirmation ON outbox (message_id) WHERE kind = 'confirmation';
CREATE UNIQUE INDEX outbox_one_per_entry ON outbox (entry_id, channel) WHERE entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_signup ON outbox (announcement_id, signup_id)
  WHERE announcement_id IS NOT NULL;
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX outbox_message ON outbox (message_id) WHERE message_id IS NOT NULL;
CREATE INDEX outbox_signup ON outbox (signup_id) WHERE signup_id IS NOT NULL;
-- The cap's question: what went to this mailbox in the last day.
CREATE INDEX outbox_mailbox ON outbox (mailbox, created_at) WHERE mailbox IS NOT NULL;

-- Confirmations queued before this migration counted per address in any case; their key is the
-- address in lower case, so for the day after it they still hold back a second one to the same
-- spelling.
UPDATE outbox SET mailbox = (SELECT lower(m.email) FROM contact_messages m WHERE m.id = outbox.message_id)
WHERE kind = 'confirmation';

-- The site-wide ceiling on confirmation mails: how many were queued, and how many the ceiling held
-- back, minute by minute (UTC, 'YYYY-MM-DDTHH:MM'). Counts only, no address: erasing the messages
-- a flood left does not reopen the tap, and nothing here is anyone's data. The scheduled job
-- deletes minutes older than a day, so the table never holds more than 1,440 rows.
CREATE TABLE unasked_mail_minutes (
  minute TEXT PRIMARY KEY,
  sent   INTEGER NOT NULL DEFAULT 0,
  held   INTEGER NOT NULL DEFAULT 0
);
