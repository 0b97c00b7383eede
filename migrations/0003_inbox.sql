-- The provider's inbox (src/server/inbox/): each message's state, who changed it and when, counts
-- per state, and a full-text index. Every existing message is kept; only columns and tables are added.

-- new: not yet dealt with · handled: answered or otherwise done · spam: set aside.
ALTER TABLE contact_messages ADD COLUMN state TEXT NOT NULL DEFAULT 'new'
  CHECK (state IN ('new', 'handled', 'spam'));

-- A message the honeypot caught starts in Spam, whichever code path inserted it.
UPDATE contact_messages SET state = 'spam' WHERE flag IS NOT NULL;

CREATE TRIGGER contact_messages_flagged_start_in_spam AFTER INSERT ON contact_messages
WHEN NEW.flag IS NOT NULL
BEGIN
  UPDATE contact_messages SET state = 'spam' WHERE id = NEW.id;
END;

-- Newest first, within a state or across all: the list's keyset pagination reads these in order.
CREATE INDEX contact_messages_state_newest ON contact_messages (state, received_at DESC, id DESC);
CREATE INDEX contact_messages_newest ON contact_messages (received_at DESC, id DESC);
-- "Delete everything from this address" finds the rows by address, whatever its case.
CREATE INDEX contact_messages_email ON contact_messages (email COLLATE NOCASE);

-- Who marked a message what, and when. Gone with the message (D1 enforces foreign keys).
CREATE TABLE contact_message_states (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  state      TEXT NOT NULL CHECK (state IN ('new', 'handled', 'spam')),
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX contact_message_states_message ON contact_message_states (message_id, id);

-- Deletions, by whom and when, with no trace of what was deleted (that is the point of erasing).
CREATE TABLE inbox_erasures (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  kind       TEXT NOT NULL CHECK (kind IN ('message', 'address')),
  messages   INTEGER NOT NULL,
  erased_by  TEXT NOT NULL,
  erased_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Messages per state, kept by triggers, so the filters' counts cost the same at any size.
CREATE TABLE contact_message_counts (
  state    TEXT PRIMARY KEY CHECK (state IN ('new', 'handled', 'spam')),
  messages INTEGER NOT NULL
);
INSERT INTO contact_message_counts (state, messages)
  SELECT s.state, (SELECT COUNT(*) FROM contact_messages m WHERE m.state = s.state)
  FROM (SELECT 'new' AS state UNION ALL SELECT 'handled' UNION ALL SELECT 'spam') s;

-- The full-text index holds tokens only (contentless): the words live in contact_messages alone.
-- Its rowids come from contact_message_search_keys, since contact_messages' own rowid is not
-- stable (no INTEGER PRIMARY KEY: VACUUM may renumber it).
CREATE TABLE contact_message_search_keys (
  rowid      INTEGER PRIMARY KEY,
  message_id TEXT NOT NULL UNIQUE
);
CREATE VIRTUAL TABLE contact_messages_fts USING fts5 (
  name, email, message, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO contact_message_search_keys (message_id) SELECT id FROM contact_messages;
INSERT INTO contact_messages_fts (rowid, name, email, message)
  SELECT k.rowid, m.name, m.email, m.message
  FROM contact_message_search_keys k JOIN contact_messages m ON m.id = k.message_id;

CREATE TRIGGER contact_messages_after_insert AFTER INSERT ON contact_messages
BEGIN
  UPDATE contact_message_counts SET messages = messages + 1 WHERE state = NEW.state;
  INSERT INTO contact_message_search_keys (message_id) VALUES (NEW.id);
  INSERT INTO contact_messages_fts (rowid, name, email, message)
    VALUES ((SELECT rowid FROM contact_message_search_keys WHERE message_id = NEW.id),
            NEW.name, NEW.email, NEW.message);
END;

CREATE TRIGGER contact_messages_after_state AFTER UPDATE OF state ON contact_messages
WHEN OLD.state IS NOT NEW.state
BEGIN
  UPDATE contact_message_counts SET messages = messages - 1 WHERE state = OLD.state;
  UPDATE contact_message_counts SET messages = messages + 1 WHERE state = NEW.state;
END;

CREATE TRIGGER contact_messages_after_text AFTER UPDATE OF name, email, message ON contact_messages
BEGIN
  DELETE FROM contact_messages_fts
    WHERE rowid = (SELECT rowid FROM contact_message_search_keys WHERE message_id = OLD.id);
  INSERT INTO contact_messages_fts (rowid, name, email, message)
    VALUES ((SELECT rowid FROM contact_message_search_keys WHERE message_id = OLD.id),
            NEW.name, NEW.email, NEW.message);
END;

-- Erasure from any code path (the inbox, a retention job, a console) takes the index entries too.
CREATE TRIGGER contact_messages_after_delete AFTER DELETE ON contact_messages
BEGIN
  UPDATE contact_message_counts SET messages = messages - 1 WHERE state = OLD.state;
  DELETE FROM contact_messages_fts
    WHERE rowid = (SELECT rowid FROM contact_message_search_keys WHERE message_id = OLD.id);
  DELETE FROM contact_message_search_keys WHERE message_id = OLD.id;
END;
