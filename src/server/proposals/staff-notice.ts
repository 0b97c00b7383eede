// The staff's notice of a new proposal request (outbox kind 'proposal-notice'), on each channel
// the staff hear on, queued when its address confirms it (confirm-page.tsx), never before: an
// unconfirmed request may carry someone else's address. Plain text, and only what the form
// bounded: the company, the contact's name and address as one line each, the choices in the
// form's own words. The topics typed and the message stay in the inbox (docs/decisions.md, "Staff
// are told of an application or a proposal request once confirmed"); the only link is the
// inbox's own.
import { proposalSection } from '../../shared/content/proposals/request-form.ts'
import type {
  Budget,
  Offering,
  ProposalFormat,
  TeamSize,
  Timeline,
} from '../../shared/proposal/fields.ts'
import { noticeTime } from '../contact/notice-context.ts'
import { admissionNoticeContent } from '../content/admission-notices.ts'
import { staffNoticeContent } from '../content/staff-notices.ts'
import { automatic } from '../outbox/auto-submitted.ts'
import { fromSchool } from '../outbox/from-school.ts'
import type { OutboxSender } from '../outbox/item.ts'
import { type StaffNotice, sendStaffNotice } from '../outbox/staff-notice.ts'
import { oneLine, plainAddress } from '../utils/header-values.ts'

const text = admissionNoticeContent.proposal
const words = proposalSection

type Confirmed = {
  id: string
  offering: Offering
  company: string
  name: string
  email: string
  teamSize: TeamSize
  timeline: Timeline
  format: ProposalFormat
  budget: Budget
  createdAt: string
  confirmedAt: string
}

const confirmedRequest = (db: D1Database, id: string | null) =>
  db
    .prepare(
      `SELECT id, offering, company, name, email, team_size AS teamSize, timeline, format, budget,
         created_at AS createdAt, confirmed_at AS confirmedAt
       FROM proposal_requests WHERE id = ? AND confirmed_at IS NOT NULL`,
    )
    .bind(id)
    .first<Confirmed>()

function noticeOf(request: Confirmed): StaffNotice {
  const { id, offering, company, name, email, teamSize, timeline, format, budget } = request
  return {
    webhook: {
      id: `proposal-${id}`,
      body: JSON.stringify({
        type: 'proposal_request',
        id,
        offering,
        receivedAt: request.createdAt,
        confirmedAt: request.confirmedAt,
        company,
        name,
        email,
        teamSize,
        timeline,
        format,
        budget,
      }),
    },
    email: ({ from, to }, context) => {
      const at = (iso: string) => noticeTime(context, iso)
      const address = oneLine(email)
      const lines = [
        text.lead(at(request.createdAt), at(request.confirmedAt)),
        ...(context.origin
          ? [staffNoticeContent.inboxLink(`${context.origin}/inbox/proposals/${id}`)]
          : []),
        '',
        `${words.labels.company}: ${oneLine(company)}`,
        `${words.labels.name}: ${oneLine(name)}`,
        `${words.labels.email}: ${address}`,
        `${words.labels.teamSize}: ${words.teamSizeWords[teamSize]}`,
        `${words.labels.timeline} ${words.timelineWords[timeline]}`,
        `${words.labels.format}: ${words.formatWords[format]}`,
        `${text.budget}: ${words.budgetWords[budget]}`,
        '',
        text.rest,
      ]
      return automatic({
        from: fromSchool(from),
        to,
        ...(plainAddress.test(address) ? { replyTo: address } : {}),
        subject: staffNoticeContent.subject(text.subject(oneLine(company)), offering),
        text: lines.join('\n'),
      })
    },
  }
}

/** The sender of 'proposal-notice' rows (outbox/senders.ts): throws to have the row retried. */
export const sendProposalNotice: OutboxSender = async (env, item, options) => {
  const request = await confirmedRequest(env.DB, item.proposalId)
  // Erased since (the erasure took this row too): nothing to tell.
  if (!request) return
  await sendStaffNotice(env, item, noticeOf(request), options)
}
