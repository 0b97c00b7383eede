-- Admissions after the application (docs/architecture.md, "Applications"): its conversation with
-- the school, its moves between stages, the calls staff publish and applicants book, and the
-- proposal requests of companies; and the outbox rebuilt with the kinds that mail them.

-- An application's conversation: the school's messages to the applicant (a stage's message, or
-- one staff wrote) and the applicant's answers by mail. Part of the application: erasing it
-- erases them (foreign key).
CREATE TABLE application_entries (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id   TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind             TEXT NOT NULL CHECK (kind IN ('message', 'answer')),
  -- A message: its subject as sent. An answer: the mail's subject.
  subject          TEXT NOT NULL DEFAULT '',
  -- Plain text: the message as sent, the answer reduced to text.
  body             TEXT NOT NULL,
  -- A message: the staff member's Access email. An answer: the mail's sender address.
  author           TEXT NOT NULL,
  -- An answer from an address other than the applicant's: kept, but flagged.
  sender_mismatch  INTEGER NOT NULL DEFAULT 0 CHECK (sender_mismatch IN (0, 1)),
  -- An answer's attachments, by name only (a JSON array); the files are never stored.
  attachment_names TEXT,
  -- What makes a second arrival a no-op: a form's one-time key, an answer's Message-ID.
  dedupe_key       TEXT UNIQUE,
  written_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX application_entries_application ON application_entries (application_id, id);

-- Every move of an application from one stage to another, by staff (their Access email) or by the
-- applicant ('applicant': booking a call, withdrawing); with the message sent with it, if any.
CREATE TABLE application_moves (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  from_stage     TEXT NOT NULL,
  to_stage       TEXT NOT NULL
    CHECK (to_stage IN ('applied', 'call-booked', 'call-held', 'technical-check', 'offer',
      'enrolled', 'declined', 'withdrawn')),
  moved_by       TEXT NOT NULL,
  entry_id       INTEGER REFERENCES application_entries (id) ON DELETE SET NULL,
  moved_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX application_moves_application ON application_moves (application_id, id);

-- A call slot staff publish: its start as a UTC instant, its length, the school's zone it was
-- published in (how staff and the mail name it), and who holds it. Withdrawn, not deleted, once
-- booked: a booking's history keeps its slot.
CREATE TABLE call_slots (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  starts_at    TEXT NOT NULL,
  minutes      INTEGER NOT NULL CHECK (minutes BETWEEN 5 AND 240),
  time_zone    TEXT NOT NULL,
  host         TEXT NOT NULL,
  published_by TEXT NOT NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  withdrawn_at TEXT
);
CREATE UNIQUE INDEX call_slots_one_per_host_and_start ON call_slots (host, starts_at)
  WHERE withdrawn_at IS NULL;
CREATE INDEX call_slots_start ON call_slots (starts_at);

-- An applicant's booking of a slot. One slot, one booking, however many pick it at once: the
-- partial UNIQUE index decides it in the one INSERT (never a check before it); likewise one
-- booking at a time per application. Cancelling (or moving, which cancels and books) keeps the
-- row with cancelled_at, which frees the slot; erasing the application deletes its bookings.
CREATE TABLE call_bookings (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  slot_id        INTEGER NOT NULL REFERENCES call_slots (id),
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  booked_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  cancelled_at   TEXT,
  cancelled_by   TEXT
);
CREATE UNIQUE INDEX call_bookings_one_per_slot ON call_bookings (slot_id) WHERE cancelled_at IS NULL;
CREATE UNIQUE INDEX call_bookings_one_per_application ON call_bookings (application_id)
  WHERE cancelled_at IS NULL;

-- A company's request for a proposal, from /corporate or /technical. `mailbox` as applications
-- have it; `stage` where the request stands.
CREATE TABLE proposal_requests (
  id           TEXT PRIMARY KEY,
  offering     TEXT NOT NULL CHECK (offering IN ('corporate', 'technical')),
  company      TEXT NOT NULL,
  name         TEXT NOT NULL,
  email        TEXT NOT NULL,
  mailbox      TEXT NOT NULL,
  team_size    TEXT NOT NULL CHECK (team_size IN ('1-5', '6-15', '16-50', '51-200', '200+')),
  -- The topics chosen, a JSON array of the offering's topic names; and any written besides.
  topics       TEXT NOT NULL,
  timeline     TEXT NOT NULL
    CHECK (timeline IN ('this-quarter', 'next-quarter', 'this-year', 'exploring')),
  format       TEXT NOT NULL CHECK (format IN ('on-site', 'remote', 'hybrid', 'undecided')),
  budget       TEXT NOT NULL DEFAULT ''
    CHECK (budget IN ('', 'under-10k', '10k-25k', '25k-50k', '50k-plus')),
  message      TEXT NOT NULL DEFAULT '',
  stage        TEXT NOT NULL DEFAULT 'new'
    CHECK (stage IN ('new', 'call', 'proposal-sent', 'won', 'lost')),
  created_at   TEXT NOT NULL,
  confirmed_at TEXT
);
CREATE INDEX proposal_requests_mailbox ON proposal_requests (mailbox);
CREATE INDEX proposal_requests_stage ON proposal_requests (stage, created_at);

-- The outbox of 0018, rebuilt (SQLite cannot change a CHECK in place) with the kinds of this
-- migration, each naming what it is about by a column that cascades on delete, so an erasure
-- takes the queued mail with it: a message from the school about an application
-- ('application-message'), staff told of an applicant's answer ('application-answer'), a
-- booking's confirmation with its calendar file, its cancellation and its reminder
-- ('call-booked', 'call-cancelled', 'call-reminder'), and a proposal request's confirmation link
-- ('proposal-confirmation'). Rows copied as they are, ids kept.
CREATE TABLE outbox_0019 (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  kind                 TEXT NOT NULL CHECK (kind IN ('notification', 'confirmation', 'reply', 'answer',
    'announcement', 'signup-confirmation', 'application-confirmation', 'application-message',
    'application-answer', 'call-booked', 'call-cancelled', 'call-reminder', 'proposal-confirmation')),
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
  )
);
INSERT INTO outbox_0019 (id, kind, channel, message_id, entry_id, announcement_id, signup_id,
  application_id, state, attempts, next_attempt_at, window_started_at, last_error, delivered_at,
  created_at, mailbox)
SELECT id, kind, channel, message_id, entry_id, announcement_id, signup_id, application_id, state,
  attempts, next_attempt_at, window_started_at, last_error, delivered_at, created_at, mailbox
FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_0019 RENAME TO outbox;

CREATE UNIQUE INDEX outbox_one_notification ON outbox (message_id, channel) WHERE kind = 'notification';
CREATE UNIQUE INDEX outbox_one_confirmation ON outbox (message_id) WHERE kind = 'confirmation';
CREATE UNIQUE INDEX outbox_one_per_entry ON outbox (entry_id, channel) WHERE entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_signup ON outbox (announcement_id, signup_id)
  WHERE announcement_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_application_entry ON outbox (application_entry_id, channel)
  WHERE application_entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_booking ON outbox (booking_id, kind) WHERE booking_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_proposal ON outbox (proposal_id, kind) WHERE proposal_id IS NOT NULL;
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX outbox_message ON outbox (message_id) WHERE message_id IS NOT NULL;
CREATE INDEX outbox_signup ON outbox (signup_id) WHERE signup_id IS NOT NULL;
CREATE INDEX outbox_application ON outbox (application_id) WHERE application_id IS NOT NULL;
CREATE INDEX outbox_mailbox ON outbox (mailbox, created_at) WHERE mailbox IS NOT NULL;
