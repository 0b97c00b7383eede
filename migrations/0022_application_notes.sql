-- The inbox's room of applications (docs/inbox.md, "Applications"): staff's notes on an
-- application, the indexes its list pages by, and its full-text index.

-- Internal notes on an application: staff-only text, who wrote it, when. Part of the application:
-- erasing it erases them (foreign key). `dedupe_key` is the form's one-time key: a note posted
-- twice (a double click, a resent form) is kept once.
CREATE TABLE application_notes (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  body           TEXT NOT NULL,
  author         TEXT NOT NULL,
  dedupe_key     TEXT UNIQUE,
  written_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX application_notes_application ON application_notes (application_id, id);

-- The list, newest first, within a cohort and a stage or every stage: entered at the cursor, so a
-- deep page costs what the first does.
CREATE INDEX applications_cohort_created ON applications (cohort, created_at, id);
CREATE INDEX applications_cohort_stage_created ON applications (cohort, stage, created_at, id);

-- The search: what the applicant typed that staff look for (name, address, goals), as the
-- messages' index is made (migrations/0007_search_index_erasure.sql): contentless, so the words are
-- stored once; 'secure-delete', so an erasure takes them out of the index's own tables at once;
-- keyed in arrival order, so a search walks it newest first in windows and never sorts.
CREATE TABLE application_search_keys (
  rowid          INTEGER PRIMARY KEY,
  application_id TEXT NOT NULL UNIQUE
);
CREATE VIRTUAL TABLE applications_fts USING fts5 (
  name, email, goals, content = '', prefix = '1 2 3', tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO applications_fts (applications_fts, rank) VALUES ('secure-delete', 1);

INSERT INTO application_search_keys (application_id)
  SELECT id FROM applications ORDER BY created_at, id;
INSERT INTO applications_fts (rowid, name, email, goals)
  SELECT k.rowid, a.name, a.email, a.goals
  FROM application_search_keys k JOIN applications a ON a.id = k.application_id;

CREATE TRIGGER applications_after_insert AFTER INSERT ON applications
BEGIN
  INSERT INTO application_search_keys (application_id) VALUES (NEW.id);
  INSERT INTO applications_fts (rowid, name, email, goals)
    VALUES ((SELECT rowid FROM application_search_keys WHERE application_id = NEW.id),
            NEW.name, NEW.email, NEW.goals);
END;

-- A contentless index cannot find a row's words itself: 'delete' is given the words it indexed.
CREATE TRIGGER applications_after_text AFTER UPDATE OF name, email, goals ON applications
BEGIN
  INSERT INTO applications_fts (applications_fts, rowid, name, email, goals)
    VALUES ('delete', (SELECT rowid FROM application_search_keys WHERE application_id = OLD.id),
            OLD.name, OLD.email, OLD.goals);
  INSERT INTO applications_fts (rowid, name, email, goals)
    VALUES ((SELECT rowid FROM application_search_keys WHERE application_id = OLD.id),
            NEW.name, NEW.email, NEW.goals);
END;

-- Erasure from any code path (the applicant's page, retention, a console) takes the entries too.
CREATE TRIGGER applications_after_delete AFTER DELETE ON applications
BEGIN
  INSERT INTO applications_fts (applications_fts, rowid, name, email, goals)
    VALUES ('delete', (SELECT rowid FROM application_search_keys WHERE application_id = OLD.id),
            OLD.name, OLD.email, OLD.goals);
  DELETE FROM application_search_keys WHERE application_id = OLD.id;
END;
