import { type ContentGroup, contentGroups } from '../../../site-content/schema/index.ts'
import { editorContent } from '../../content/editor'
import { editorFormContent } from '../../content/editor-form'
import { Notice, When } from '../../views/parts'
import type { Draft } from '../drafts'
import { Part } from './form-fields'
import type { FieldChange } from './form-labels'
import type { Room } from './list-room'
import { photoPaths } from './photo-upload'
import { Conflict, ErrorSummary } from './save-refusals'

const text = editorFormContent

export type GroupPageProps = {
  group: ContentGroup
  /** The group as the form shows it: the draft, the live text, or what was just posted. */
  values: unknown
  /** Problems by dotted path: a save's (nothing saved) or, asked for, publishing's. */
  errors?: { by: 'save' | 'publish'; fields: Record<string, string> }
  /** The draft the form is based on (null: the live text, no draft yet). */
  draft: Draft | null
  /** A save refused because someone saved in between: their draft, and where it differs. */
  conflict?: { draft: Draft; changes: FieldChange[] }
  /** The empty places a list was asked to show ("Add another"). */
  room?: Room
  /** What the save that led here did ("Draft … saved"). */
  notice?: string
}

/** /inbox/content/<group>: the group's form, its draft or the live text filled in. */
export function GroupPage({
  group,
  values,
  errors,
  draft,
  conflict,
  room,
  notice,
}: GroupPageProps) {
  const shown = { values, errors: errors?.fields ?? {}, room }
  return (
    <article className="max-w-3xl">
      <p className="text-sm">
        <a href="/inbox/content" className="inbox-link">
          {text.back}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink">
        {editorContent.groups[group]}
      </h1>
      <p className="mt-2 text-sm text-ink-soft">
        {draft ? (
          <>
            {text.basedOnDraft(draft.savedBy)}, <When at={draft.savedAt} />.
          </>
        ) : (
          text.basedOnLive
        )}
      </p>
      {notice && (
        <div className="mt-4">
          <Notice text={notice} />
        </div>
      )}
      {conflict && <Conflict {...conflict} />}
      {/* Set only with a refused field (group-edit.tsx): a refusal names at least one. */}
      {errors && <ErrorSummary group={group} errors={errors} />}
      <form
        method="post"
        action={`/inbox/content/${group}`}
        // A form with a photo field sends files; the others stay a plain form post.
        encType={
          photoPaths(contentGroups[group].form).length > 0 ? 'multipart/form-data' : undefined
        }
        className="mt-6 grid gap-6 sm:grid-cols-2"
      >
        {/* What Enter in a field presses, the form's first submit button: a plain save, not a
            list's "Add another". */}
        <button type="submit" hidden />
        <input
          type="hidden"
          name="basedOn"
          value={conflict?.draft.revision ?? draft?.revision ?? 0}
        />
        {contentGroups[group].form.map((part) => (
          <Part key={part.key} part={part} path={part.key} shown={shown} />
        ))}
        {/* A long form's save stays in reach at the bottom of the screen. */}
        <div className="sticky bottom-0 border-t border-slate-200 bg-slate-50 py-3 sm:col-span-2">
          <button type="submit" className="inbox-button-primary">
            <span className="i-lucide-save h-4 w-4" aria-hidden="true" />
            {text.save}
          </button>
        </div>
      </form>
    </article>
  )
}
