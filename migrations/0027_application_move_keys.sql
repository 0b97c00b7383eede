-- The one-time key of the form that made each move (a UUID the move's preview gives its form), so a
-- form sent again is known to be done even when it moved the application without a message and
-- the application has come back to the stage it left since: before, only a message's entry held
-- the key, and such a form moved the application a second time (a call cancelled, a mail sent).
-- Moves made before this migration, and the applicant's own, have none.
ALTER TABLE application_moves ADD COLUMN form_key TEXT;
CREATE UNIQUE INDEX application_moves_form_key ON application_moves (form_key)
  WHERE form_key IS NOT NULL;
