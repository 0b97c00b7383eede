// The content page's history: every publish, newest first, with who, when and its note, each
// leading to its own page, which shows what it held and asks before restoring it as the draft.
import { editorContent } from '../../content/editor'
import { versionsContent } from '../../content/editor-versions'
import { When } from '../../views/parts'
import type { Revision } from './revisions'

const text = editorContent

/** The publishes, newest first, each linking its page (what it held, its restore). */
export function History({ revisions }: { revisions: Revision[] }) {
  if (revisions.length === 0)
    return <p className="mt-2 text-sm text-ink-muted">{text.history.empty}</p>
  return (
    <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {revisions.map((revision) => (
        <li
          key={revision.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
        >
          <div className="min-w-0 flex-1 basis-64">
            <p className="text-sm text-ink-soft">
              <span className="font-semibold text-ink">{text.history.version(revision.id)}</span>
              {' · '}
              <When at={revision.publishedAt} />
              {` · ${text.live.by} `}
              <bdi className="break-words">{revision.publishedBy}</bdi>
            </p>
            {revision.note && <p className="mt-1 break-words text-sm text-ink">{revision.note}</p>}
          </div>
          <a
            href={`/inbox/content/versions/${revision.id}`}
            className="inbox-button"
            aria-label={versionsContent.seeLabel(revision.id)}
          >
            <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
            {versionsContent.see}
          </a>
        </li>
      ))}
    </ol>
  )
}
