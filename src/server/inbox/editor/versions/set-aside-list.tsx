import type { ContentGroup } from '../../../site-content/schema/index.ts'
import { editorContent } from '../../content/editor'
import { versionsContent } from '../../content/editor-versions'
import type { SetAsideDraft } from './set-aside'
import { KeptBy } from './set-aside-page'

const text = versionsContent.setAside

/** On the content page: the drafts a restore replaced, each leading to its page and restore. */
export function SetAsideList({ kept }: { kept: readonly SetAsideDraft[] }) {
  if (kept.length === 0) return null
  return (
    <section aria-labelledby="content-set-aside" className="mt-8">
      <h2 id="content-set-aside" className="text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{text.lead}</p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {kept.map((draft) => {
          const group = editorContent.groups[draft.group as ContentGroup] ?? draft.group
          return (
            <li
              key={draft.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
            >
              <p className="min-w-0 flex-1 basis-64 text-sm text-ink-soft">
                <span className="font-semibold text-ink">{group}</span> · <KeptBy kept={draft} />
              </p>
              <a
                href={`/inbox/content/set-aside/${draft.id}`}
                className="inbox-button"
                aria-label={text.seeLabel(group, draft.savedBy)}
              >
                {text.see}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
