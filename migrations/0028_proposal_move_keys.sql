-- The one-time key of the form that made each move of a proposal request (a UUID its page gives
-- the form), so a form sent again is known to be done even when the request has come back to the
-- stage it left since: before, such a form moved the request a second time. Moves made before
-- this migration have none.
ALTER TABLE proposal_moves ADD COLUMN form_key TEXT;
CREATE UNIQUE INDEX proposal_moves_form_key ON proposal_moves (form_key)
  WHERE form_key IS NOT NULL;
