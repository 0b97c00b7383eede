-- Messages sent through the contact form. A row is written before the visitor is told "sent".
-- No IP address is kept: the provider needs the message and a way to answer it, nothing more.
CREATE TABLE contact_messages (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  message     TEXT NOT NULL,
  user_agent  TEXT,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
