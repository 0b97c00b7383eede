import { routeList } from '../../shared/routes'
import { editorContent } from '../inbox/content/editor'

const text = editorContent.preview

/** What the editor's preview says above a page rendered with the drafts. */
export type DraftBannerProps = {
  /** Each group that differs from the live version, with the fields that differ. */
  changes: readonly { group: string; fields: readonly string[] }[]
  /** The groups whose draft publishing would refuse: the page shows their live text. */
  incomplete: readonly string[]
  /** Where the cohorts' sessions contradict Time & Support (inbox/editor/schedule-check.ts). */
  contradictions?: readonly string[]
}

/** The preview's own path for a public page. */
export const previewPath = (path: string) =>
  `/inbox/content/preview${path === '/' ? '/home' : path}`

/**
 * The banner of the editor's preview (site-content/preview.ts): that this is a draft, what it
 * changes, and the way to the other pages' previews and back to the editor. Never on a public page.
 */
export function DraftBanner({ changes, incomplete, contradictions = [] }: DraftBannerProps) {
  return (
    <aside
      aria-label={text.title}
      className="border-b-2 border-amber-200 bg-amber-50 py-3 text-sm text-amber-900"
    >
      <div className="container grid gap-1.5">
        <p>
          <strong className="font-bold">{text.title}.</strong> {text.lead}
        </p>
        <p>
          {text.changed}{' '}
          {changes.length === 0
            ? text.unchanged
            : changes.map(({ group, fields }) => text.changedGroup(group, fields)).join(' · ')}
        </p>
        {incomplete.length > 0 && (
          <p>
            {text.incomplete} {incomplete.join(', ')}
          </p>
        )}
        {contradictions.length > 0 && (
          <p>{`${editorContent.scheduleCheck.heading}: ${contradictions.join(' ')}`}</p>
        )}
        <nav aria-label={text.pages} className="flex flex-wrap gap-x-3 gap-y-1">
          <span>{text.pages}</span>
          {routeList.map(({ path, label }) => (
            <a key={path} href={previewPath(path)} className="font-semibold underline">
              {label}
            </a>
          ))}
          <a href="/inbox/content" className="font-semibold underline">
            {text.back}
          </a>
        </nav>
      </div>
    </aside>
  )
}
