import { proposalSection as words } from '../../../shared/content/proposals/request-form'
import type { Budget, ProposalFormat, TeamSize, Timeline } from '../../../shared/proposal/fields'
import { proposalsContent as text } from '../content/proposals'
import { NoteForm } from '../views/note-form'
import { Notice, When } from '../views/parts'
import { ProposalHistory } from './proposal-history'
import type { ProposalDetail, ProposalMove, ProposalNote } from './proposal-queries'
import { proposalStages } from './stages'
import { topicsOf } from './topics-of'

type RequestProps = {
  request: ProposalDetail
  moves: ProposalMove[]
  notes: ProposalNote[]
  notice?: string
}

/** A field of what was sent: its name, then what the company wrote, as text. */
const Sent = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
    <dt className="font-semibold text-ink">{label}</dt>
    <dd className="min-w-0 whitespace-pre-wrap break-words text-ink-soft">{children}</dd>
  </div>
)

/**
 * /inbox/proposals/<id>: everything the company sent (as text, whatever it typed), where it
 * stands, a move to another stage (which names the stage seen, so a move made meanwhile is not
 * overwritten), the history of moves and notes, and a note.
 */
export function ProposalRequestPage({ request, moves, notes, notice }: RequestProps) {
  const path = `/inbox/proposals/${request.id}`
  return (
    <article className="max-w-4xl">
      <a href="/inbox/proposals" className="inbox-link text-sm">
        {text.back}
      </a>
      <h1 className="mt-3 break-words text-3xl font-extrabold tracking-tight text-ink">
        <bdi>{request.company}</bdi>
      </h1>
      <p className="mt-2 text-ink-muted">
        {`${text.offerings[request.offering]} · ${text.stages[request.stage]} · `}
        {request.confirmed_at === null ? text.unconfirmed : text.confirmed}
      </p>
      {notice && (
        <div className="mt-4">
          <Notice text={notice} />
        </div>
      )}
      <section
        aria-labelledby="sent-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="sent-heading" className="text-lg font-bold text-ink">
          {text.sent}
        </h2>
        <dl className="mt-4 grid gap-3">
          <Sent label={text.fields.company}>{request.company}</Sent>
          <Sent label={text.fields.contact}>{`${request.name} <${request.email}>`}</Sent>
          <Sent label={text.fields.teamSize}>
            {words.teamSizeWords[request.team_size as TeamSize] ?? request.team_size}
          </Sent>
          <Sent label={text.fields.topics}>
            <ul className="list-disc pl-5">
              {topicsOf(request.topics).map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </Sent>
          <Sent label={text.fields.timeline}>
            {words.timelineWords[request.timeline as Timeline] ?? request.timeline}
          </Sent>
          <Sent label={text.fields.format}>
            {words.formatWords[request.format as ProposalFormat] ?? request.format}
          </Sent>
          <Sent label={text.fields.budget}>
            {words.budgetWords[request.budget as Budget] ?? request.budget}
          </Sent>
          <Sent label={text.fields.message}>{request.message || '—'}</Sent>
          <Sent label={text.fields.received}>
            <When at={request.created_at} />
          </Sent>
        </dl>
      </section>
      <section aria-labelledby="move-heading" className="mt-6">
        <h2 id="move-heading" className="text-lg font-bold text-ink">
          {text.move.heading}
        </h2>
        <form
          method="post"
          action={`${path}/stage`}
          className="mt-3 flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="seen" value={request.stage} />
          {/* One key per page shown: the same form sent again moves nothing (proposals.tsx). */}
          <input type="hidden" name="key" value={crypto.randomUUID()} />
          <div className="grid gap-1">
            <label htmlFor="stage" className="text-sm font-semibold text-ink">
              {text.move.label}
            </label>
            <select id="stage" name="stage" defaultValue={request.stage} className="inbox-input">
              {proposalStages.map((stage) => (
                <option key={stage} value={stage}>
                  {text.stages[stage]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="inbox-button">
            {text.move.submit}
          </button>
        </form>
      </section>
      <ProposalHistory request={request} moves={moves} notes={notes} />
      <NoteForm action={`${path}/note`} words={text.notes} icon={false} />
    </article>
  )
}
