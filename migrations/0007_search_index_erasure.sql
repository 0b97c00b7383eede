-- The inbox's full-text index, rebuilt so that (1) an erasure takes the erased words out of the
-- index's own tables at once, and (2) a search costs a bounded amount whatever it matches.
--
-- (1) 0003's index was `contentless_delete`: a deletion only marked the row deleted, and its words
-- stayed readable in contact_messages_fts_data until later merges happened to rewrite that
-- segment. Now the index is plainly contentless, every deletion hands FTS5 the words it indexed
-- (the triggers below), and 'secure-delete' makes FTS5 remove them from the segments there and
-- then (about a millisecond a message at 100,000 messages; no 'optimize' of the whole index).
-- (2) prefix = '1 2 3' keeps the one- to three-letter prefixes as terms of their own, so a search
-- for "a" walks one list newest first and stops at the page's end instead of merging the lists
-- of every word beginning with "a". The keys are renumbered in arrival order, so the index's
-- rowid order is the list's (newest first): a search pages by rowid, and never sorts.
--
-- The old index's pages go to SQLite's free list; they are reused, not wiped (see README).

DROP TABLE contact_messages_fts;

CREATE VIRTUAL TABLE contact_messages_fts USING fts5 (
  name, email, message, content = '', prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO contact_messages_fts (contact_messages_fts, rank) VALUES ('secure-delete', 1);

DELETE FROM contact_message_search_keys;
INSERT INTO contact_message_search_keys (message_id)
  SELECT id FROM contact_messages ORDER BY received_at, id;
INSERT INTO contact_messages_fts (rowid, name, email, message)
  SELECT k.rowid, m.name, m.email, m.message
  FROM contact_message_search_keys k JOIN contact_messages m ON m.id = k.message_id;
-- One segment to start from: the searches read one list a term.
INSERT INTO contact_messages_fts (contact_messages_fts) VALUES ('optimize');

-- A contentless index cannot find a row's words itself: the 'delete' command is given the words
-- the row was indexed with (OLD.*, which the insert trigger indexed as NEW.*).
DROP TRIGGER contact_messages_after_text;
CREATE TRIGGER contact_messages_after_text AFTER UPDATE OF name, email, message ON contact_messages
BEGIN
  INSERT INTO contact_messages_fts (contact_messages_fts, rowid, name, email, message)
    VALUES ('delete', (SELECT rowid FROM contact_message_search_keys WHERE message_id = OLD.id),
            OLD.name, OLD.email, OLD.message);
  INSERT INTO contact_messages_fts (rowid, name, email, message)
    VALUES ((SELECT rowid FROM contact_message_search_keys WHERE message_id = OLD.id),
            NEW.name, NEW.email, NEW.message);
END;

-- Erasure from any code path (the inbox, retention, a console) takes the index entries too.
DROP TRIGGER contact_messages_after_delete;
CREATE TRIGGER contact_messages_after_delete AFTER DELETE ON contact_messages
BEGIN
  UPDATE contact_message_counts SET messages = messages - 1 WHERE state = OLD.state;
  INSERT INTO contact_messages_fts (contact_messages_fts, rowid, name, email, message)
    VALUES ('delete', (SELECT rowid FROM contact_message_search_keys WHERE message_id = OLD.id),
            OLD.name, OLD.email, OLD.message);
  DELETE FROM contact_message_search_keys WHERE message_id = OLD.id;
END;
