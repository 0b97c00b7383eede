-- What a contact message is about (issue 16 §5): the offering a visitor came from
-- (/contact?about=corporate fills the form's choice), so staff tell a corporate lead from a
-- question about the course. NULL is a general question, and every message from before.
ALTER TABLE contact_messages ADD COLUMN about TEXT
  CHECK (about IN ('accelerator', 'corporate', 'technical'));

-- The inbox filters by it, with or without a state, newest first.
CREATE INDEX contact_messages_about_newest ON contact_messages (about, received_at DESC, id DESC);
CREATE INDEX contact_messages_about_state_newest
  ON contact_messages (about, state, received_at DESC, id DESC);
