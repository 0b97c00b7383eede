-- Every photo stored for the school's content (docs/architecture.md, "The school's content"),
-- recorded when it is stored, whether or not a draft ever names it: an erasure deletes every photo
-- uploaded for the person (a replaced one, one kept only by a refused form), and the scheduled
-- sweep deletes a photo that no draft and no kept version names once its grace day has passed.
CREATE TABLE photo_uploads (
  -- The photo's id: the UUID its key starts with; its sizes are stored under `<id>/` in R2.
  id          TEXT PRIMARY KEY,
  -- The name of the instructor it was uploaded for, as person-name.ts compares names (upper case,
  -- spacing folded); '' when the form had no name yet, or for a photo stored before this table.
  person      TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  -- When the sweep looks at it next: a day after the upload, then a day after each look that
  -- found it named.
  due_at      TEXT NOT NULL
);

CREATE INDEX photo_uploads_person ON photo_uploads (person);
CREATE INDEX photo_uploads_due ON photo_uploads (due_at);
