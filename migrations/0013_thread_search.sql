-- Search reads the whole thread (README "Inbox", what search reads): the visitor's message, each
-- of their answers as they wrote it (conversation_entries.body, never the folded quoted_history)
-- and the staff's notes. The school's replies are not indexed: they are the school's words, the
-- same greetings and course names in every thread, and would make a search for them find every
-- conversation staff answered.
--
-- Still one row of the index per message, under the message's key (0007): every word typed is
-- required wherever in the thread it stands, and the walk newest first by key is unchanged. Two
-- columns more: `answers`, the message's answers oldest first, and `notes`, its notes newest
-- first. The index stays contentless with secure-delete (0007), so a change to a thread hands
-- FTS5 the row's words as indexed (the 'delete' command), then the row as it now is. Each column
-- is a function of the tables (the view below), so the words handed back are exactly those
-- indexed.
--
-- Bounded, since re-indexing a row hands FTS5 every word of it twice (secure-delete then
-- insert): `answers` holds the first 20,000 characters of the message's answers (the longest one
-- answer can be; a conversation keeps 20 answers at most, answer-ceiling.ts), `notes` the newest
-- 20,000 characters of its notes (ten at their longest, notes.ts). So a row is at most about
-- 45,000 characters, whatever a thread holds, and once a conversation's answers pass the cut a
-- further answer changes nothing indexed and re-indexes nothing. The LIMITs keep the text
-- concatenated before the cut far under D1's 2,000,000-byte limit on a computed string.

DROP TABLE contact_messages_fts;
CREATE VIRTUAL TABLE contact_messages_fts USING fts5 (
  name, email, message, answers, notes,
  content = '', prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO contact_messages_fts (contact_messages_fts, rank) VALUES ('secure-delete', 1);

-- A message's thread as the index holds it. An empty thread is NULL (no words).
CREATE VIEW contact_message_thread_text AS
SELECT m.id AS message_id,
  substr((SELECT group_concat(body, char(10)) FROM (
     SELECT body FROM conversation_entries
     WHERE message_id = m.id AND kind = 'answer' ORDER BY id LIMIT 20)), 1, 20000) AS answers,
  substr((SELECT group_concat(note, char(10)) FROM (
     SELECT note FROM contact_message_notes
     WHERE message_id = m.id ORDER BY id DESC LIMIT 50)), 1, 20000) AS notes
FROM contact_messages m;

-- Every message indexed again under the key it has (a search's cursor stays valid), threads
-- included; one segment to start from, as 0007 did.
INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
  SELECT k.rowid, m.name, m.email, m.message, t.answers, t.notes
  FROM contact_message_search_keys k
  JOIN contact_messages m ON m.id = k.message_id
  JOIN contact_message_thread_text t ON t.message_id = m.id;
INSERT INTO contact_messages_fts (contact_messages_fts) VALUES ('optimize');

-- The message's own text changed (no code path does this today; a console might).
DROP TRIGGER contact_messages_after_text;
CREATE TRIGGER contact_messages_after_text AFTER UPDATE OF name, email, message ON contact_messages
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, OLD.name, OLD.email, OLD.message, t.answers, t.notes
    FROM contact_message_search_keys k, contact_message_thread_text t
    WHERE k.message_id = OLD.id AND t.message_id = OLD.id;
  INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
    SELECT k.rowid, NEW.name, NEW.email, NEW.message, t.answers, t.notes
    FROM contact_message_search_keys k, contact_message_thread_text t
    WHERE k.message_id = OLD.id AND t.message_id = OLD.id;
END;

-- Erasure from any code path. The index's words go BEFORE the row: SQLite deletes the row, then
-- its answers and notes (ON DELETE CASCADE), then runs AFTER triggers, by which time the thread
-- it indexed is gone. The answers' and notes' own triggers skip a message no longer stored.
DROP TRIGGER contact_messages_after_delete;
CREATE TRIGGER contact_messages_before_delete BEFORE DELETE ON contact_messages
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, OLD.name, OLD.email, OLD.message, t.answers, t.notes
    FROM contact_message_search_keys k, contact_message_thread_text t
    WHERE k.message_id = OLD.id AND t.message_id = OLD.id;
END;
CREATE TRIGGER contact_messages_after_delete AFTER DELETE ON contact_messages
BEGIN
  UPDATE contact_message_counts SET messages = messages - 1 WHERE state = OLD.state;
  DELETE FROM contact_message_search_keys WHERE message_id = OLD.id;
END;

-- An answer or a note added, changed or deleted: the message's row is indexed again. The first
-- statement hands back the thread as it was before the change (the view's query with the change
-- undone), the second indexes it as it is. Both select through contact_messages, so neither
-- does anything when the message itself is being deleted (its own trigger took the row out).
-- An answer past the cut changes nothing indexed: nothing is done (what a sender holding a reply
-- address can make the database do stays bounded by the cut, not by the answers they send).
CREATE TRIGGER conversation_entries_after_insert AFTER INSERT ON conversation_entries
WHEN NEW.kind = 'answer'
  AND (SELECT answers FROM contact_message_thread_text WHERE message_id = NEW.message_id)
    IS NOT substr((SELECT group_concat(body, char(10)) FROM (
      SELECT body FROM conversation_entries
      WHERE message_id = NEW.message_id AND kind = 'answer' AND id <> NEW.id ORDER BY id LIMIT 20)),
      1, 20000)
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, m.name, m.email, m.message,
      substr((SELECT group_concat(body, char(10)) FROM (
         SELECT body FROM conversation_entries
         WHERE message_id = m.id AND kind = 'answer' AND id <> NEW.id ORDER BY id LIMIT 20)),
        1, 20000),
      t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
  INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
    SELECT k.rowid, m.name, m.email, m.message, t.answers, t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
END;

CREATE TRIGGER conversation_entries_after_body AFTER UPDATE OF body ON conversation_entries
WHEN NEW.kind = 'answer'
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, m.name, m.email, m.message,
      substr((SELECT group_concat(body, char(10)) FROM (
         SELECT id, body FROM conversation_entries
         WHERE message_id = m.id AND kind = 'answer' AND id <> OLD.id
         UNION ALL SELECT OLD.id, OLD.body ORDER BY id LIMIT 20)), 1, 20000),
      t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
  INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
    SELECT k.rowid, m.name, m.email, m.message, t.answers, t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
END;

CREATE TRIGGER conversation_entries_after_delete AFTER DELETE ON conversation_entries
WHEN OLD.kind = 'answer'
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, m.name, m.email, m.message,
      substr((SELECT group_concat(body, char(10)) FROM (
         SELECT id, body FROM conversation_entries WHERE message_id = m.id AND kind = 'answer'
         UNION ALL SELECT OLD.id, OLD.body ORDER BY id LIMIT 20)), 1, 20000),
      t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = OLD.message_id AND k.message_id = m.id AND t.message_id = m.id;
  INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
    SELECT k.rowid, m.name, m.email, m.message, t.answers, t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = OLD.message_id AND k.message_id = m.id AND t.message_id = m.id;
END;

CREATE TRIGGER contact_message_notes_after_insert AFTER INSERT ON contact_message_notes
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, m.name, m.email, m.message, t.answers,
      substr((SELECT group_concat(note, char(10)) FROM (
         SELECT note FROM contact_message_notes
         WHERE message_id = m.id AND id <> NEW.id ORDER BY id DESC LIMIT 50)),
        1, 20000)
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
  INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
    SELECT k.rowid, m.name, m.email, m.message, t.answers, t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
END;

CREATE TRIGGER contact_message_notes_after_note AFTER UPDATE OF note ON contact_message_notes
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, m.name, m.email, m.message, t.answers,
      substr((SELECT group_concat(note, char(10)) FROM (
         SELECT id, note FROM contact_message_notes WHERE message_id = m.id AND id <> OLD.id
         UNION ALL SELECT OLD.id, OLD.note ORDER BY id DESC LIMIT 50)), 1, 20000)
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
  INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
    SELECT k.rowid, m.name, m.email, m.message, t.answers, t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = NEW.message_id AND k.message_id = m.id AND t.message_id = m.id;
END;

CREATE TRIGGER contact_message_notes_after_delete AFTER DELETE ON contact_message_notes
BEGIN
  INSERT INTO contact_messages_fts
      (contact_messages_fts, rowid, name, email, message, answers, notes)
    SELECT 'delete', k.rowid, m.name, m.email, m.message, t.answers,
      substr((SELECT group_concat(note, char(10)) FROM (
         SELECT id, note FROM contact_message_notes WHERE message_id = m.id
         UNION ALL SELECT OLD.id, OLD.note ORDER BY id DESC LIMIT 50)), 1, 20000)
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = OLD.message_id AND k.message_id = m.id AND t.message_id = m.id;
  INSERT INTO contact_messages_fts (rowid, name, email, message, answers, notes)
    SELECT k.rowid, m.name, m.email, m.message, t.answers, t.notes
    FROM contact_messages m, contact_message_search_keys k, contact_message_thread_text t
    WHERE m.id = OLD.message_id AND k.message_id = m.id AND t.message_id = m.id;
END;

-- An answer or a note stays with its message and an entry stays what it is: the triggers above
-- re-index one message, so moving a row to another, or a reply into an answer, is refused.
CREATE TRIGGER conversation_entries_fixed BEFORE UPDATE OF message_id, kind ON conversation_entries
WHEN OLD.message_id IS NOT NEW.message_id OR OLD.kind IS NOT NEW.kind
BEGIN
  SELECT RAISE(ABORT, 'an entry stays with its message and keeps its kind');
END;
CREATE TRIGGER contact_message_notes_fixed BEFORE UPDATE OF message_id ON contact_message_notes
WHEN OLD.message_id IS NOT NEW.message_id
BEGIN
  SELECT RAISE(ABORT, 'a note stays with its message');
END;
