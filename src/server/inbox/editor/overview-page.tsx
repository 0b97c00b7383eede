import { type ContentGroup, contentGroupNames } from '../../site-content/schema/index.ts'
import { editorContent } from '../content/editor'
import { Notice, When } from '../views/parts'
import type { Draft } from './drafts'
import { ErasePersonForm } from './erasure/erase-person-form'
import { Opened } from './opened-notice'
import type { OpenedOffering } from './opened-offerings'
import { PublishForm, type PublishRefusal } from './publish-form'
import { History } from './versions/history-list'
import type { Revision } from './versions/revisions'
import type { SetAsideDraft } from './versions/set-aside'
import { SetAsideList } from './versions/set-aside-list'

const text = editorContent

export type OverviewProps = {
  live: Revision | null
  /** The live content by group (empty before any publish). */
  liveContent: Readonly<Record<string, unknown>>
  drafts: Partial<Record<ContentGroup, Draft>>
  revisions: Revision[]
  /** The drafts restores replaced, kept to restore. */
  setAside: readonly SetAsideDraft[]
  notice?: string
  /** A publish refused: why, and each group's fields publishing refused. */
  refusal?: PublishRefusal
  /** The note typed with a refused publish, kept. */
  note?: string
  /** Offerings open on the live site whose waiting lists have not been told. */
  opened?: readonly OpenedOffering[]
  /** Where the cohorts' sessions a publish would make live contradict Time & Support. */
  contradictions?: readonly string[]
}

/** Whether a group's draft says something other than the live text. */
const differs = (draft: Draft, live: unknown) =>
  JSON.stringify(draft.body ?? null) !== JSON.stringify(live ?? null)

/** Where a group stands: its draft (who saved it, when, whether it is the live text), or the live text. */
function GroupState({ draft, live }: { draft?: Draft; live: unknown }) {
  if (!draft) return <span className="text-ink-muted">{text.noDraft}</span>
  return (
    <span className="text-ink-soft">
      {draft.body === null ? `${text.notSet} ` : ''}
      {text.draftBy(draft.savedBy)}, <When at={draft.savedAt} />
      {differs(draft, live) ? ` · ${text.unpublished}` : ` · ${text.sameAsLive}`}
    </span>
  )
}

/** /inbox/content: what is live, each group's draft, and the history of publishes. */
export function OverviewPage(props: OverviewProps) {
  const { live, liveContent, drafts, revisions, setAside, notice, opened } = props
  return (
    <article>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{text.lead}</p>
      {notice && (
        <div className="mt-4">
          <Notice text={notice} />
        </div>
      )}
      {opened && opened.length > 0 && <Opened opened={opened} />}
      <section aria-labelledby="content-live" className="mt-6">
        <h2 id="content-live" className="text-lg font-bold text-ink">
          {text.live.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {live ? (
            <>
              {text.live.version(live.id)} <When at={live.publishedAt} /> {text.live.by}{' '}
              <bdi>{live.publishedBy}</bdi>
            </>
          ) : (
            text.live.none
          )}
        </p>
      </section>
      <section aria-labelledby="content-groups" className="mt-6">
        <h2 id="content-groups" className="text-lg font-bold text-ink">
          {text.groupsHeading}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {contentGroupNames.map((group) => (
            <li
              key={group}
              className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-3"
            >
              <a href={`/inbox/content/${group}`} className="inbox-link font-semibold">
                {text.groups[group]}
              </a>
              <span className="text-sm">
                <GroupState draft={drafts[group]} live={liveContent[group]} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <SetAsideList kept={setAside} />
      <PublishForm {...props} />
      <section aria-labelledby="content-history" className="mt-8">
        <h2 id="content-history" className="text-lg font-bold text-ink">
          {text.history.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{text.history.lead}</p>
        <History revisions={revisions} />
      </section>
      <ErasePersonForm />
    </article>
  )
}
