import { editorContent } from '../../content/editor'
import { versionsContent } from '../../content/editor-versions'
import { When } from '../../views/parts'
import type { Revision } from './revisions'
import type { GroupComparison } from './version-compare'
import { VersionGroups } from './version-groups'

const text = versionsContent

export type VersionPageProps = {
  revision: Revision
  isLive: boolean
  groups: GroupComparison[]
  /** The drafts' revisions as shown (draftsBasis): a restore names them. */
  basis: string
  /** A restore refused: the drafts changed after the page was opened. */
  moved?: boolean
}

/** What restoring would do, named before anything is replaced, and the button that does it. */
function RestoreForm({ revision, groups, basis, moved }: VersionPageProps) {
  const replaced = groups.filter((group) => group.replaces)
  const written = groups.filter((group) => group.changes && !group.replaces)
  return (
    <section aria-labelledby="version-restore" className="mt-6">
      <h2 id="version-restore" className="text-lg font-bold text-ink">
        {text.restore.heading}
      </h2>
      {moved && (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {text.restore.moved}
        </p>
      )}
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{text.restore.lead(revision.id)}</p>
      {replaced.length + written.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{text.restore.nothing(revision.id)}</p>
      ) : (
        <form
          method="post"
          action={`/inbox/content/versions/${revision.id}/restore`}
          className="mt-3 grid gap-3"
        >
          <input type="hidden" name="basis" value={basis} />
          {replaced.length > 0 && (
            <div className="text-sm text-ink-soft">
              <p className="font-semibold text-ink">{text.restore.willReplace}</p>
              <ul className="mt-1 list-disc pl-5">
                {replaced.map(({ group, draft }) => (
                  <li key={group}>
                    {text.restore.replaced(editorContent.groups[group], draft?.savedBy ?? '')}{' '}
                    <When at={draft?.savedAt ?? ''} />, {text.restore.replacedAfter}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {written.length > 0 && (
            <div className="text-sm text-ink-soft">
              <p className="font-semibold text-ink">{text.restore.willWrite}</p>
              <ul className="mt-1 list-disc pl-5">
                {written.map(({ group }) => (
                  <li key={group}>{text.restore.written(editorContent.groups[group])}</li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <button type="submit" className="inbox-button-primary">
              <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
              {text.restore.submit(revision.id)}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}

/** /inbox/content/versions/<id>: what a version held beside live and the drafts, and its restore. */
export function VersionPage(props: VersionPageProps) {
  const { revision, isLive, groups, basis } = props
  return (
    <article>
      <a href="/inbox/content" className="inbox-link text-sm">
        {text.back}
      </a>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
        {text.title(revision.id)}
      </h1>
      <p className="mt-2 text-sm text-ink-soft">
        {text.published} <When at={revision.publishedAt} /> {text.by}{' '}
        <bdi>{revision.publishedBy}</bdi>
        {isLive && ` · ${text.isLive}`}
      </p>
      {revision.note && <p className="mt-1 break-words text-sm text-ink">{revision.note}</p>}
      <RestoreForm {...props} />
      <VersionGroups
        groups={groups}
        action={(compared) =>
          groups.length > 1 &&
          compared.changes && (
            <form
              method="post"
              action={`/inbox/content/versions/${revision.id}/restore`}
              className="mt-2"
            >
              <input type="hidden" name="basis" value={basis} />
              <input type="hidden" name="group" value={compared.group} />
              <button
                type="submit"
                className="inbox-button"
                aria-label={text.restore.oneLabel(
                  editorContent.groups[compared.group],
                  revision.id,
                )}
              >
                {text.restore.one}
              </button>
            </form>
          )
        }
      />
    </article>
  )
}
