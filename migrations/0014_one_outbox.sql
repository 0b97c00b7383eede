-- One outbox for everything the worker sends (docs/architecture.md "The outbox"): the staff's
-- notifications of a new message, kept until now in message_deliveries (0004), become rows of
-- kind 'notification' in the outbox of 0009/0010, one per message and channel (email, webhook),
-- with the same life as every other row. SQLite cannot change a CHECK in place, so the outbox is
-- rebuilt with the kind added; its rows are copied as they are (ids kept), then each delivery
-- with its state, attempts, last error and times, so nothing delivered is sent again, a pending
-- one is still sent once and a failed one still shows its error. No table refers to either.
CREATE TABLE outbox_0014 (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  kind              TEXT NOT NULL CHECK (kind IN ('notification', 'confirmation', 'reply', 'answer', 'announcement', 'signup-confirmation')),
  -- 'webhook' only for what reaches staff through the notification channels (a notification, an answer).
  channel           TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'webhook')),
  message_id        TEXT REFERENCES contact_messages (id) ON DELETE CASCADE,
  entry_id          INTEGER REFERENCES conversation_entries (id) ON DELETE CASCADE,
  announcement_id   INTEGER REFERENCES waitlist_announcements (id) ON DELETE CASCADE,
  signup_id         TEXT REFERENCES waitlist_signups (id) ON DELETE CASCADE,
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  -- Attempts since the window opened (a retry by hand opens a new one).
  attempts          INTEGER NOT NULL DEFAULT 0,
  -- When the cron may try next; while an attempt runs, a lease that keeps a second runner off it.
  next_attempt_at   TEXT NOT NULL,
  -- Retries stop 24 hours after this (the row's queueing, or the last retry by hand).
  window_started_at TEXT NOT NULL,
  last_error        TEXT,
  delivered_at      TEXT,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  mailbox           TEXT,
  CHECK (
    (kind = 'notification' AND message_id IS NOT NULL)
    OR (kind = 'confirmation' AND message_id IS NOT NULL AND channel = 'email')
    OR (kind = 'reply' AND entry_id IS NOT NULL AND channel = 'email')
    OR (kind = 'answer' AND entry_id IS NOT NULL)
    OR (kind = 'announcement' AND announcement_id IS NOT NULL AND signup_id IS NOT NULL AND channel = 'email')
    OR (kind = 'signup-confirmation' AND signup_id IS NOT NULL AND channel = 'email')
  )
);
INSERT INTO outbox_0014 (id, kind, channel, message_id, entry_id, announcement_id, signup_id, state,
  attempts, next_attempt_at, window_started_at, last_error, delivered_at, created_at, mailbox)
SELECT id, kind, channel, message_id, entry_id, announcement_id, signup_id, state,
  attempts, next_attempt_at, window_started_at, last_error, delivered_at, created_at, mailbox
FROM outbox;
-- A delivery was written with its message: it was queued when the message arrived.
INSERT INTO outbox_0014 (kind, channel, message_id, state, attempts, next_attempt_at,
  window_started_at, last_error, delivered_at, created_at)
SELECT 'notification', d.channel, d.message_id, d.state, d.attempts, d.next_attempt_at,
  d.window_started_at, d.last_error, d.delivered_at,
  COALESCE((SELECT m.received_at FROM contact_messages m WHERE m.id = d.message_id), d.window_started_at)
FROM message_deliveries d
ORDER BY d.window_started_at, d.message_id, d.channel;
DROP TABLE outbox;
DROP TABLE message_deliveries;
ALTER TABLE outbox_0014 RENAME TO outbox;

-- At most one of each: a message's notification per channel, its confirmation, an entry's send
-- per channel, an address's copy of an announcement.
CREATE UNIQUE INDEX outbox_one_notification ON outbox (message_id, channel) WHERE kind = 'notification';
CREATE UNIQUE INDEX outbox_one_confirmation ON outbox (message_id) WHERE kind = 'confirmation';
CREATE UNIQUE INDEX outbox_one_per_entry ON outbox (entry_id, channel) WHERE entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_signup ON outbox (announcement_id, signup_id)
  WHERE announcement_id IS NOT NULL;
-- The cron's question, and the cascades' (a foreign key needs an index on the child's column).
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX outbox_message ON outbox (message_id) WHERE message_id IS NOT NULL;
CREATE INDEX outbox_signup ON outbox (signup_id) WHERE signup_id IS NOT NULL;
-- The cap's question: what went to this mailbox in the last day.
CREATE INDEX outbox_mailbox ON outbox (mailbox, created_at) WHERE mailbox IS NOT NULL;
