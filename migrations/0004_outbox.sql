-- The outbox: one row per message and channel (email, webhook) that should hear of it, written in
-- the same batch as the message, so a stored message is never without its notifications.
-- A row is 'pending' until a send succeeds ('delivered', never sent again) or its 24-hour retry
-- window runs out ('failed', re-queued only by hand). Deleting a message deletes its rows.
CREATE TABLE message_deliveries (
  message_id        TEXT NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  channel           TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  state             TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  -- Attempts since the window opened (a retry by hand opens a new one).
  attempts          INTEGER NOT NULL DEFAULT 0,
  -- When the cron may try next; while an attempt runs, a lease that keeps a second runner off it.
  next_attempt_at   TEXT NOT NULL,
  -- Retries stop 24 hours after this (the message's arrival, or the last retry by hand).
  window_started_at TEXT NOT NULL,
  last_error        TEXT,
  delivered_at      TEXT,
  PRIMARY KEY (message_id, channel)
);

-- The cron's question: which pending deliveries are due?
CREATE INDEX message_deliveries_due ON message_deliveries (state, next_attempt_at);
