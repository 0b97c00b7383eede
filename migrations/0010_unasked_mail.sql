-- Mail the school sends unasked (README "Mail the school sends unasked"): counted per mailbox, not
-- per spelling, under a site-wide ceiling; and waiting lists confirmed by the address's owner.

-- A sign-up joins its list once the address's owner opens the link mailed to it and confirms
-- (README "Waiting lists"). `asked_at`: when the address last asked to join while unconfirmed (a
-- sign-up not confirmed within 7 days of it is deleted by the scheduled job); `confirmed_at`:
-- when the owner confirmed. Sign-ups made before this migration keep both NULL: nobody confirmed
-- them, so no announcement goes to them, and nobody asked for a confirmation mail now, so none
-- does either; they stay (as they were promised) until erased or signed up again.
ALTER TABLE waitlist_signups ADD COLUMN asked_at TEXT;
ALTER TABLE waitlist_signups ADD COLUMN confirmed_at TEXT;
CREATE INDEX waitlist_signups_unconfirmed ON waitlist_signups (asked_at)
  WHERE confirmed_at IS NULL AND asked_at IS NOT NULL;

-- The outbox of 0009, rebuilt (SQLite cannot change a CHECK in place) with one kind more, a
-- sign-up's confirmation mail ('signup-confirmation', one row per mail: an address still
-- unconfirmed a day later may be sent another), and one column more: `mailbox`, the key of the
-- recipient's mailbox (src/server/unasked-mail/mailbox-key.ts) on a row of mail nobody asked the
-- school for in that moment (a confirmation of either kind), NULL on every other row.
-- The address itself stays as typed where it was stored; the key only counts. No table refers to
-- the outbox, so dropping the old one is safe; the rows are copied as they are.
CREATE TABLE outbox_0010 (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  kind              TEXT NOT NULL CHECK (kind IN ('confirmation', 'reply', 'answer', 'announcement', 'signup-confirmation')),
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
    OR (kind = 'signup-confirmation' AND signup_id IS NOT NULL AND channel = 'email')
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
