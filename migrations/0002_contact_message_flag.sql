-- Messages a bot is suspected of sending (a filled honeypot) are kept, not dropped, so the provider
-- can look at them; `flag` says why a message was set aside, NULL for a message from a person.
ALTER TABLE contact_messages ADD COLUMN flag TEXT;
