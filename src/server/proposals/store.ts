// Storing a proposal request (migrations/0019_admissions.sql, `proposal_requests`): one batch, so
// the request and its confirmation mail are stored together before anything is said to be sent.
import type { ProposalRequest } from '../../shared/proposal/contract'
import { mailboxKey } from '../unasked-mail/mailbox-key'
import { queueUnaskedMail } from '../unasked-mail/queue'

/**
 * What became of a request: new, or the mailbox's earlier one still waiting for confirmation,
 * its details replaced by this one's (docs/decisions.md, "A second form before confirming
 * replaces the first's details").
 */
export type StoredProposal = { outcome: 'received' | 'duplicate'; id: string }

/**
 * The topics as stored, a JSON array: those ticked, then the company's own
 * line, if any (docs/decisions.md, "Proposal requests: topics as one list").
 */
export const storedTopics = (proposal: ProposalRequest) =>
  JSON.stringify(proposal.otherTopic ? [...proposal.topics, proposal.otherTopic] : proposal.topics)

/**
 * Takes a request in one batch: the row, or, when the mailbox has an unconfirmed request to the
 * offering already (the partial UNIQUE index of migrations/0023 decides, in the INSERT itself, so
 * any number of posts arriving at once make one row), that request with this one's details and
 * time, so what the company wrote last is never lost; then, with `ceiling`, the confirmation mail
 * of the mailbox's unconfirmed request (one a day, under the ceiling: unasked-mail/queue.ts).
 */
export async function storeProposal(
  db: D1Database,
  proposal: ProposalRequest,
  { now, ceiling }: { now: Date; ceiling: number | null },
): Promise<StoredProposal> {
  const mailbox = mailboxKey(proposal.email)
  const confirmation = {
    kind: 'proposal-confirmation',
    offering: proposal.offering,
    address: proposal.email,
  } as const
  const mail = ceiling === null ? [] : queueUnaskedMail(db, confirmation, now, ceiling)
  const fresh = crypto.randomUUID()
  const [inserted] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO proposal_requests (id, offering, company, name, email, mailbox, team_size,
           topics, timeline, format, budget, message, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13 WHERE true
         ON CONFLICT (offering, mailbox) WHERE confirmed_at IS NULL DO UPDATE SET
           company = excluded.company, name = excluded.name, email = excluded.email,
           team_size = excluded.team_size, topics = excluded.topics,
           timeline = excluded.timeline, format = excluded.format, budget = excluded.budget,
           message = excluded.message, created_at = excluded.created_at
         RETURNING id`,
      )
      .bind(
        fresh,
        proposal.offering,
        proposal.company,
        proposal.name,
        proposal.email,
        mailbox,
        proposal.teamSize,
        storedTopics(proposal),
        proposal.timeline,
        proposal.format,
        proposal.budget,
        proposal.message,
        now.toISOString(),
      ),
    ...mail,
  ])
  const id = inserted?.results[0]?.id
  if (!id) throw new Error('A proposal request was neither stored nor replaced')
  // A new row has the id this post made; the earlier request keeps its own (and its link).
  return id === fresh ? { outcome: 'received', id } : { outcome: 'duplicate', id }
}
