-- Drafts a restore replaced, kept so they can be restored (docs/inbox.md, "Site content"): a
-- version restored as the draft sets aside every group's draft that said something else, and a
-- set-aside draft restored sets aside the draft it replaces in its turn. A row goes once it is the
-- draft again; erasing a person reaches these rows as it reaches every version and draft.
CREATE TABLE content_drafts_set_aside (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  group_name   TEXT NOT NULL,
  -- The draft as it was, JSON (null: "not set"), with who saved it and when.
  body         TEXT NOT NULL,
  saved_by     TEXT NOT NULL,
  saved_at     TEXT NOT NULL,
  -- Who restored something over it, and when; the version restored (null: a set-aside draft).
  set_aside_by TEXT NOT NULL,
  set_aside_at TEXT NOT NULL,
  version      INTEGER
);
