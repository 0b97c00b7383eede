-- A cohort's applications in each stage, kept by triggers, as contact_message_counts keeps the
-- messages' (migrations/0003_inbox.sql): the room of applications shows them on every page, and
-- counting them there read every application of the cohort on each request, a statement that
-- held the database for as long as the cohort was large (docs/inbox.md, "Applications").
CREATE TABLE application_stage_counts (
  cohort       TEXT NOT NULL,
  stage        TEXT NOT NULL,
  applications INTEGER NOT NULL,
  PRIMARY KEY (cohort, stage)
) WITHOUT ROWID;

INSERT INTO application_stage_counts (cohort, stage, applications)
  SELECT cohort, stage, COUNT(*) FROM applications GROUP BY cohort, stage;

CREATE TRIGGER applications_count_insert AFTER INSERT ON applications
BEGIN
  INSERT INTO application_stage_counts (cohort, stage, applications)
    VALUES (NEW.cohort, NEW.stage, 1)
    ON CONFLICT (cohort, stage) DO UPDATE SET applications = applications + 1;
END;

-- A move (or a cohort changed by hand): out of the old row, into the new one.
CREATE TRIGGER applications_count_move AFTER UPDATE OF cohort, stage ON applications
WHEN OLD.cohort IS NOT NEW.cohort OR OLD.stage IS NOT NEW.stage
BEGIN
  UPDATE application_stage_counts SET applications = applications - 1
    WHERE cohort = OLD.cohort AND stage = OLD.stage;
  INSERT INTO application_stage_counts (cohort, stage, applications)
    VALUES (NEW.cohort, NEW.stage, 1)
    ON CONFLICT (cohort, stage) DO UPDATE SET applications = applications + 1;
END;

-- Erasure and retention from any code path.
CREATE TRIGGER applications_count_delete AFTER DELETE ON applications
BEGIN
  UPDATE application_stage_counts SET applications = applications - 1
    WHERE cohort = OLD.cohort AND stage = OLD.stage;
END;
