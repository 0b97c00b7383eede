-- An applicant's answers by mail, kept as a visitor's are (docs/architecture.md, "An application's
-- conversation by mail"): the history their mail client quoted, folded apart from what they wrote
-- (as conversation_entries.quoted_history of 0011: a JSON array of {"at", "text"}, NULL when none
-- and for the school's messages); and, on the application, the answers refused once its
-- conversation was full, with the last one's time (as contact_messages has them since 0012).
ALTER TABLE application_entries ADD COLUMN quoted_history TEXT;
ALTER TABLE applications ADD COLUMN answers_refused INTEGER NOT NULL DEFAULT 0;
ALTER TABLE applications ADD COLUMN answer_refused_at TEXT;
