import type { Context } from 'hono'
import { applicationStageLabels } from '../../../../shared/content/admissions/application-stages'
import { applyContent } from '../../../../shared/content/admissions/apply'
import { type BookedCall, latestCallOf } from '../../../calls/booked-call'
import type { InboxEnv } from '../../access/guard'
import { inboxApplicationsContent } from '../../content/applications'
import { callsInboxContent } from '../../content/calls'
import { Notice, When } from '../../views/parts'
import { CallCard } from '../call/call-card'
import { MoveForm } from '../move/move-form'
import { StagePill, UnconfirmedMark } from '../room/application-rows'
import { cohortName } from '../room/cohorts'
import { type ApplicationRecord, applicationRecord } from './application-queries'
import { ApplicationConversation } from './conversation'
import { ApplicationHistory } from './history'
import { ApplicationNoteForm } from './note-form'

const text = inboxApplicationsContent
const words = applyContent.fields

/** What the page after a move says: words of the code's own, never from the address. */
const doneNotices = {
  moved: (to: string) => text.move.moved(to),
  sent: (to: string) => text.move.movedAndSent(to),
  already: () => text.move.alreadyDone,
  'call-cancelled': () => callsInboxContent.cancel.done,
  'call-already': () => callsInboxContent.cancel.already,
} as const

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words text-ink">{children}</dd>
    </div>
  )
}

type PageProps = { record: ApplicationRecord; call: BookedCall | null; notice: string | null }

function ApplicationPage({ record, call, notice }: PageProps) {
  const { application } = record
  const facts = text.application
  return (
    <article>
      {notice && <Notice text={notice} />}
      <a href={`/inbox/applications?cohort=${application.cohort}`} className="inbox-link text-sm">
        {facts.back}
      </a>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-3xl font-extrabold tracking-tight text-ink">
          <bdi>{application.name}</bdi>
        </h1>
        <StagePill stage={application.stage} />
        {application.confirmed_at === null && <UnconfirmedMark />}
      </div>
      <div className="grid gap-x-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <section
            aria-labelledby="sent-heading"
            className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="sent-heading" className="mb-3 text-lg font-bold text-ink">
              {facts.sent}
            </h2>
            <dl className="grid gap-3">
              <Fact label={facts.stage}>{applicationStageLabels[application.stage]}</Fact>
              <Fact label={facts.cohort}>{cohortName(application.cohort)}</Fact>
              <Fact label={facts.email}>
                <bdi>{application.email}</bdi>
              </Fact>
              <Fact label={facts.timeZone}>{application.time_zone}</Fact>
              <Fact label={facts.background}>
                {words.backgroundWords[application.background]}
                {application.background_detail && `\n${application.background_detail}`}
              </Fact>
              <Fact label={facts.goals}>{application.goals}</Fact>
              <Fact label={facts.heardFrom}>{words.heardFromWords[application.heard_from]}</Fact>
              <Fact label={facts.financing}>{words.financingWords[application.financing]}</Fact>
              <Fact label={facts.received}>
                <When at={application.created_at} />
              </Fact>
              <Fact label={facts.confirmed}>
                {application.confirmed_at ? (
                  <When at={application.confirmed_at} />
                ) : (
                  facts.notConfirmed
                )}
              </Fact>
            </dl>
          </section>
          <CallCard
            applicationId={application.id}
            stage={application.stage}
            call={call}
            now={new Date()}
          />
          <ApplicationConversation entries={record.entries} />
          <ApplicationHistory {...record} />
        </div>
        {/* What staff do with it: beside what they read on a wide screen, after it on a phone. */}
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <MoveForm id={application.id} stage={application.stage} />
          <ApplicationNoteForm action={`/inbox/applications/${application.id}/note`} />
        </div>
      </div>
    </article>
  )
}

/** GET /inbox/applications/<id>. */
export async function renderApplication(c: Context<InboxEnv>, id: string) {
  const [record, call] = await Promise.all([
    applicationRecord(c.env.DB, id),
    latestCallOf(c.env.DB, id),
  ])
  if (!record) return c.notFound()
  const done = c.req.query('done')
  const to = applicationStageLabels[record.application.stage]
  const notice =
    done && done in doneNotices ? doneNotices[done as keyof typeof doneNotices](to) : null
  return c.render(<ApplicationPage record={record} call={call} notice={notice} />, {
    meta: { title: `${record.application.name} · ${text.title}`, description: '' },
  })
}
