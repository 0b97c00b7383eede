-- A visitor's answer keeps the history their mail client quoted, folded apart from what they
-- wrote (src/server/conversation/answer-history/quoted-history.ts). `body` stays the answer alone: what the
-- thread shows, the staff's notice carries, the CSV exports and search indexes. This column holds
-- the rest of the mail's text as received, never shown unless staff unfold it: a JSON array of
-- {"at": <position in body where it was>, "text": "<the quoted lines>"}, in order; NULL when the
-- answer quoted nothing (and for replies). It goes with its entry (erasure, retention).
ALTER TABLE conversation_entries ADD COLUMN quoted_history TEXT;
