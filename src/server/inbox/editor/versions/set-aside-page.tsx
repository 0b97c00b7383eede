import { editorContent } from '../../content/editor'
import { versionsContent } from '../../content/editor-versions'
import { When } from '../../views/parts'
import type { SetAsideDraft } from './set-aside'
import type { GroupComparison } from './version-compare'
import { VersionGroups } from './version-groups'

const text = versionsContent.setAside

export type SetAsideProps = {
  kept: SetAsideDraft
  /** The kept draft beside live and the group's draft now. */
  compared: GroupComparison
  /** A restore refused: the group's draft changed after the page was opened. */
  moved?: boolean
}

/** Who saved a kept draft and when, and who set it aside, when and why. */
export function KeptBy({ kept }: { kept: SetAsideDraft }) {
  return (
    <>
      {text.saved(kept.savedBy)}, <When at={kept.savedAt} /> · {text.setAside(kept.setAsideBy)},{' '}
      <When at={kept.setAsideAt} />{' '}
      {kept.version === null ? text.byDraft : text.byVersion(kept.version)}
    </>
  )
}

/** What restoring it does to the group's draft now. */
function Effect({ compared }: { compared: GroupComparison }) {
  const group = editorContent.groups[compared.group]
  if (!compared.draft) return <>{text.createsDraft(group)}</>
  if (!compared.differsFromDraft) return <>{text.sameAsCurrent}</>
  return <>{text.replacesCurrent(group, compared.draft.savedBy)}</>
}

/** /inbox/content/set-aside/<id>: a kept draft beside live and the draft now, and its restore. */
export function SetAsidePage(props: SetAsideProps) {
  const { kept, compared, moved } = props
  return (
    <article>
      <a href="/inbox/content" className="inbox-link text-sm">
        {versionsContent.back}
      </a>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
        {text.title(editorContent.groups[compared.group])}
      </h1>
      <p className="mt-2 text-sm text-ink-soft">
        <KeptBy kept={kept} />
      </p>
      <section aria-labelledby="kept-restore" className="mt-6">
        <h2 id="kept-restore" className="text-lg font-bold text-ink">
          {text.restoreHeading}
        </h2>
        {moved && (
          <p
            role="alert"
            className="mt-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            {text.moved}
          </p>
        )}
        <form
          method="post"
          action={`/inbox/content/set-aside/${kept.id}/restore`}
          className="mt-2 grid gap-3"
        >
          <input type="hidden" name="basedOn" value={compared.draft?.revision ?? 0} />
          <p className="text-sm text-ink-soft">
            <Effect compared={compared} />
          </p>
          <div>
            <button type="submit" className="inbox-button-primary">
              <span className="i-lucide-history h-4 w-4" aria-hidden="true" />
              {text.submit}
            </button>
          </div>
        </form>
      </section>
      <VersionGroups groups={[compared]} />
    </article>
  )
}
