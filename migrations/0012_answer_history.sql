-- What an outsider holding a reply address can do with answers, bounded and told apart (README
-- "The conversation", the visitor's answers). test/worker/conversation/answer/history.test.ts
-- applies this file again, to a history table as 0003 made it and without the two columns below.

-- A change of state an answer made is told apart from one a member of staff made. An answer's
-- line used to name only the sender's address, which the sender chooses: "Marked New by
-- dean@…" read exactly like staff. Now the line names the answer that made it, and the page says
-- "Reopened by an answer from …".

-- The answer that reopened the message; NULL for a change made in the inbox. The line goes with
-- the answer (which goes only with its message).
ALTER TABLE contact_message_states ADD COLUMN answer_entry_id INTEGER
  REFERENCES conversation_entries (id) ON DELETE CASCADE;
CREATE INDEX contact_message_states_answer ON contact_message_states (answer_entry_id)
  WHERE answer_entry_id IS NOT NULL;

-- Lines written before: an answer wrote its line in the same batch as itself, with its sender as
-- changed_by and its own time, so the answer with that author and time is the one.
UPDATE contact_message_states SET answer_entry_id = (
  SELECT e.id FROM conversation_entries e
  WHERE e.message_id = contact_message_states.message_id AND e.kind = 'answer'
    AND e.author = contact_message_states.changed_by
    AND e.written_at = contact_message_states.changed_at
  ORDER BY e.id LIMIT 1)
WHERE state = 'new';

-- A conversation keeps so many answers (src/server/conversation/answer-ceiling.ts); those refused
-- past it are counted on their message, with the last one's time, so staff learn that more came.
ALTER TABLE contact_messages ADD COLUMN answers_refused INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contact_messages ADD COLUMN answer_refused_at TEXT;
