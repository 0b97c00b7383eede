-- A proposal request's life in the inbox (docs/architecture.md, "Proposal requests"): every move
-- between its stages, by whom and when, and the staff's notes on it. Both are part of the
-- request: erasing it (by address) erases them (foreign key).

CREATE TABLE proposal_moves (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  proposal_id TEXT NOT NULL REFERENCES proposal_requests (id) ON DELETE CASCADE,
  from_stage  TEXT NOT NULL,
  to_stage    TEXT NOT NULL CHECK (to_stage IN ('new', 'call', 'proposal-sent', 'won', 'lost')),
  -- The staff member's Access email.
  moved_by    TEXT NOT NULL,
  moved_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX proposal_moves_proposal ON proposal_moves (proposal_id, id);

CREATE TABLE proposal_notes (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  proposal_id TEXT NOT NULL REFERENCES proposal_requests (id) ON DELETE CASCADE,
  note        TEXT NOT NULL,
  written_by  TEXT NOT NULL,
  written_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX proposal_notes_proposal ON proposal_notes (proposal_id, id);

-- One unconfirmed request a mailbox for each offering: the same form posted twice (a double
-- click, a retried post, a bot) is one request, decided in the INSERT itself. Once confirmed, a
-- mailbox may ask again.
CREATE UNIQUE INDEX proposal_requests_one_unconfirmed ON proposal_requests (offering, mailbox)
  WHERE confirmed_at IS NULL;
