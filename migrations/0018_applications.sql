-- Applications for a cohort of the accelerator (/apply; docs/architecture.md, "Applications").
-- A cohort is named by its start date, as the published content names it (it has no other id).
-- One application per cohort and mailbox: `mailbox` is the address's mailbox key
-- (src/server/unasked-mail/mailbox-key.ts), so `Ada@`, `ada+apply@` and, at Gmail, `a.da@` are
-- one applicant, and the UNIQUE index decides it in the one INSERT, however many arrive at once.
-- `stage` is where the application stands; every application starts 'applied'. `confirmed_at`:
-- when the address's owner confirmed it from the link mailed to it.
CREATE TABLE applications (
  id                TEXT PRIMARY KEY,
  cohort            TEXT NOT NULL,
  name              TEXT NOT NULL,
  email             TEXT NOT NULL,
  mailbox           TEXT NOT NULL,
  time_zone         TEXT NOT NULL,
  background        TEXT NOT NULL
    CHECK (background IN ('new', 'self-taught', 'course', 'degree', 'developer', 'other')),
  background_detail TEXT NOT NULL DEFAULT '',
  goals             TEXT NOT NULL,
  heard_from        TEXT NOT NULL
    CHECK (heard_from IN ('search', 'friend', 'social', 'event', 'media', 'other')),
  financing         TEXT NOT NULL CHECK (financing IN ('neither', 'financing', 'scholarship', 'both')),
  stage             TEXT NOT NULL DEFAULT 'applied'
    CHECK (stage IN ('applied', 'call-booked', 'call-held', 'technical-check', 'offer', 'enrolled',
      'declined', 'withdrawn')),
  created_at        TEXT NOT NULL,
  confirmed_at      TEXT
);

CREATE UNIQUE INDEX applications_one_per_mailbox ON applications (cohort, mailbox);
-- An erasure's question (every application of a mailbox), and a cohort's seats (its enrolled).
CREATE INDEX applications_mailbox ON applications (mailbox);
CREATE INDEX applications_cohort_stage ON applications (cohort, stage);

-- The outbox of 0014, rebuilt (SQLite cannot change a CHECK in place) with one kind more, an
-- application's confirmation link ('application-confirmation'), and the column naming the
-- application, which cascades on delete so an erasure takes the queued mail with it. Its rows are
-- copied as they are, ids kept; no table refers to the outbox.
CREATE TABLE outbox_0018 (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  kind              TEXT NOT NULL CHECK (kind IN ('notification', 'confirmation', 'reply', 'answer', 'announcement', 'signup-confirmation', 'application-confirmation')),
  channel           TEXT NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'webhook')),
  message_id        TEXT REFERENCES contact_messages (id) ON DELETE CASCADE,
  entry_id          INTEGER REFERENCES conversation_entries (id) ON DELETE CASCADE,
  announcement_id   INTEGER REFERENCES waitlist_announcements (id) ON DELETE CASCADE,
  signup_id         TEXT REFERENCES waitlist_signups (id) ON DELETE CASCADE,
  application_id    TEXT REFERENCES applications (id) ON DELETE CASCADE,
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts          INTEGER NOT NULL DEFAULT 0,
  next_attempt_at   TEXT NOT NULL,
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
    OR (kind = 'application-confirmation' AND application_id IS NOT NULL AND channel = 'email')
  )
);
INSERT INTO outbox_0018 (id, kind, channel, message_id, entry_id, announcement_id, signup_id, state,
  attempts, next_attempt_at, window_started_at, last_error, delivered_at, created_at, mailbox)
SELECT id, kind, channel, message_id, entry_id, announcement_id, signup_id, state,
  attempts, next_attempt_at, window_started_at, last_error, delivered_at, created_at, mailbox
FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_0018 RENAME TO outbox;

CREATE UNIQUE INDEX outbox_one_notification ON outbox (message_id, channel) WHERE kind = 'notification';
CREATE UNIQUE INDEX outbox_one_confirmation ON outbox (message_id) WHERE kind = 'confirmation';
CREATE UNIQUE INDEX outbox_one_per_entry ON outbox (entry_id, channel) WHERE entry_id IS NOT NULL;
CREATE UNIQUE INDEX outbox_one_per_signup ON outbox (announcement_id, signup_id)
  WHERE announcement_id IS NOT NULL;
CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX outbox_message ON outbox (message_id) WHERE message_id IS NOT NULL;
CREATE INDEX outbox_signup ON outbox (signup_id) WHERE signup_id IS NOT NULL;
CREATE INDEX outbox_application ON outbox (application_id) WHERE application_id IS NOT NULL;
CREATE INDEX outbox_mailbox ON outbox (mailbox, created_at) WHERE mailbox IS NOT NULL;
