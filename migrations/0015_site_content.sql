-- The school's own facts, edited by staff in the inbox's Content section (docs/architecture.md,
-- "The school's content"): a draft per group, and every publish kept whole.
--
-- A draft is the group as last saved, lenient (half-finished is normal); `revision` counts its
-- saves, so a save or publish based on an older revision is refused instead of overwriting what
-- someone else saved in between. Publishing validates every group strictly and writes one row of
-- `content_revisions` holding the whole content: the live version is the newest row's id (none:
-- the defaults in code, what a fresh database shows). Rows are never updated or deleted by the
-- editor: restoring an older revision makes it the draft again, and publishing it is one more
-- revision, so history is never rewritten.
CREATE TABLE content_drafts (
  group_name TEXT PRIMARY KEY,
  -- The group as saved, JSON.
  body       TEXT NOT NULL,
  revision   INTEGER NOT NULL DEFAULT 1,
  saved_by   TEXT NOT NULL,
  saved_at   TEXT NOT NULL
);

CREATE TABLE content_revisions (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Every group as published, JSON: `{ "<group>": <value>, … }`.
  body         TEXT NOT NULL,
  published_by TEXT NOT NULL,
  published_at TEXT NOT NULL,
  note         TEXT
);
