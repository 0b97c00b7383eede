// What a staff reply quotes below its text (docs/conversation.md, "What a reply quotes"). Anyone
// can type any address into the contact form, so the message it brought is an outsider's words:
// quoted in a reply, it would reach that address from the school, a phishing link included. Mail
// from the address that came back through the conversation's reply address (sent only to that
// mailbox) is the address's owner speaking: a reply quotes the latest such answer written before it
// (the answer alone, never its folded history). Until there is one, it quotes nothing and says when
// the form was sent. The message page says the same above the reply box.

/** What the rule reads of an entry. */
type Entry = { kind: 'reply' | 'answer'; sender_mismatch: number }

/** An answer the visitor's own address sent (one from another address is not theirs to quote). */
const ownAnswer = (entry: Entry) => entry.kind === 'answer' && entry.sender_mismatch === 0

/** The answer a reply written after `entries` (oldest first) quotes, or undefined for none. */
export const quotableAnswer = <T extends Entry>(entries: readonly T[]): T | undefined =>
  entries.findLast(ownAnswer)

/** The same rule in SQL: the answer the reply `?2` of message `?1` quotes (body, written_at). */
export const quotedAnswerQuery = `SELECT body, written_at FROM conversation_entries
  WHERE message_id = ?1 AND kind = 'answer' AND sender_mismatch = 0 AND id < ?2
  ORDER BY id DESC LIMIT 1`
