-- Waiting lists for the offerings still to come (/corporate, /technical): an address to email
-- once, when the offering opens. One row per offering and address, however often it signs up
-- (addresses compared without regard to case); the time of the first sign-up is kept.
CREATE TABLE waitlist_signups (
  id           TEXT PRIMARY KEY,
  offering     TEXT NOT NULL CHECK (offering IN ('corporate', 'technical')),
  email        TEXT NOT NULL,
  signed_up_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE UNIQUE INDEX waitlist_signups_offering_email ON waitlist_signups (offering, email COLLATE NOCASE);
CREATE INDEX waitlist_signups_email ON waitlist_signups (email COLLATE NOCASE);
