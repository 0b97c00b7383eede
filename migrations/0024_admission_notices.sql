-- Staff told of a new application and a new proposal request once its address confirmed it
-- (docs/architecture.md, "What a notice to staff says"): the outbox of 0019, rebuilt (SQLite
-- cannot change a CHECK in place) with two kinds, 'application-notice' and 'proposal-notice', on
-- each channel the staff hear on (email, webhook), as a contact message's 'notification' is. Each
-- names its application or request by the column that cascades on delete, so an erasure takes the
-- queued notice with it; one notice a thing and channel, however often it is confirmed (the
-- proposal's unique index now names the channel too). Rows copied as they are, ids kept.
CREATE TABLE outbox_0024 (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  kind                 TEXT NOT NULL CHECK (kind IN ('notification', 'confirmation', 'reply', 'answer',
    'announcement', 'signup-confirmation', 'application-confirmation', 'application-message',
    'application-answer', 'call-booked', 'call-cancelled', 'call-reminder', 'proposal-confirmation',
    'application-notice', 'proposal-notice')),
  channel              TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'webhook')),
  message_id           TEXT REFERENCES contact_messages (id) ON DELETE CASCADE,
  entry_id             INTEGER REFERENCES conversation_entries (id) ON DELETE CASCADE,
  announcement_id      INTEGER REFERENCES waitlist_announcements (id) ON DELETE CASCADE,
  signup_id            TEXT REFERENCES waitlist_signups (id) ON DELETE CASCADE,
  application_id       TEXT REFERENCES applications (id) ON DELETE CASCADE,
  application_entry_id INTEGER REFERENCES application_entries (id) ON DELETE CASCADE,
  booking_id           INTEGER REFERENCES call_bookings (id) ON DELETE CASCADE,
  proposal_id          TEXT REFERENCES proposal_requests (id) ON DELETE CASCADE,
  state                TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts             INTEGER NOT NULL DEFAULT 0,
  next_attempt_at      TEXT NOT NULL,
  window_started_at    TEXT NOT NULL,
  last_error           TEXT,
  delivered_at         TEXT,
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  mailbox              TEXT,
  CHECK (
    (kind = 'notification' AND message_id IS NOT NULL)
    OR (kind = 'confirmation' AND message_id IS NOT NULL AND channel = 'email')
    OR (kind = 'reply' AND entry_id IS NOT NULL AND channel = 'email')
    OR (kind = 'answer' AND entry_id IS NOT NULL)
    OR (kind = 'announcement' AND announcement_id IS NOT NULL AND signup_id IS NOT NULL AND channel = 'email')
    OR (kind = 'signup-confirmation' AND signup_id IS NOT NULL AND channel = 'email')
    OR (kind = 'application-confirmation' AND application_id IS NOT NULL AND channel = 'email')
    OR (kind = 'application-message' AND application_entry_id IS NOT NULL AND channel = 'email')
    OR (kind = 'application-answer' AND application_entry_id IS NOT NULL)
    OR (kind IN ('call-booked', 'call-cancelled', 'call-reminder') AND booking_id IS NOT NULL
      AND channel = 'email')
    OR (kind = 'proposal-confirmation' AND proposal_id IS NOT NULL AND channel = 'email')
    OR (kind = 'application-notice' AND application_id IS NOT NULL)
    OR (kind = 'proposal-notice' AND proposal_id IS NOT NULL)
  )
);
INSERT INTO outbox_0024 (id, kind, channel, message_id, entry_id, announcement_id, signup_id,
  application_id, application_entry_id, booking_id, proposal_id, state, attempts, next_attempt_at,
  window_started_at, last_error, delivered_at, created_at, mailbox)
SELECT id, kind, channel, message_id, entry_id, announcement_id, signup_id, application_id,
  application_entry_id, booking_id, proposal_id, state, attempts, next_attempt_at,
  window_started_at, last_error, delivered_at, created_at, mailbox
FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_0024 RENAME TO outbox;

CREATE UNIQUE INDEX outbox_one_notification ON outbox (message_id, channel) WHERE kind = 'notification';
CREATE UNIQUE INDEX outbox_one_confirmation ON outbox (message_id) WHERE kind = 'confirmation';
CREATE UNIQUE INDEX outbox_one_per_entry ON outbox (entry_id, channel) WHERE entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_signup ON outbox (announcement_id, signup_id)
  WHERE announcement_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_application_entry ON outbox (application_entry_id, channel)
  WHERE application_entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_booking ON outbox (booking_id, kind) WHERE booking_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_proposal ON outbox (proposal_id, kind, channel)
  WHERE proposal_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_application_notice ON outbox (application_id, channel)
  WHERE kind = 'application-notice';
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX outbox_message ON outbox (message_id) WHERE message_id IS NOT NULL;
CREATE INDEX outbox_signup ON outbox (signup_id) WHERE signup_id IS NOT NULL;
CREATE INDEX outbox_application ON outbox (application_id) WHERE application_id IS NOT NULL;
CREATE INDEX outbox_mailbox ON outbox (mailbox, created_at) WHERE mailbox IS NOT NULL;
