import {
  type ContentGroup,
  contentGroups,
  type FieldErrors,
} from '../../site-content/schema/index.ts'
import { editorContent } from '../content/editor'
import type { Draft } from './drafts'
import { draftsBasis } from './drafts'
import { labelAt } from './form/form-labels'
import { ScheduleWarning } from './schedule-warning'
import type { Revision } from './versions/revisions'

const text = editorContent.publish

/** The longest note a publish keeps. */
export const maxPublishNote = 200

/** Why a publish was refused: the groups publishing refused, each with its fields, or a reason. */
export type PublishRefusal =
  | { kind: 'invalid'; groups: Partial<Record<ContentGroup, FieldErrors>> }
  | { kind: 'nothing' | 'moved' }
  | { kind: 'note'; message: string }

/** The words of a refusal that names no field, by its kind. */
const reasons = { nothing: text.nothing, moved: text.moved } as const

function Refusal({ refusal }: { refusal: PublishRefusal }) {
  return (
    <div
      role="alert"
      className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="font-bold">{text.refused}</p>
      {refusal.kind === 'invalid' ? (
        <>
          <p className="mt-1">{text.invalid}</p>
          <ul className="mt-2 grid gap-2">
            {Object.entries(refusal.groups).map(([name, errors]) => {
              const group = name as ContentGroup
              return (
                <li key={group}>
                  <a
                    href={`/inbox/content/${group}?check=publish`}
                    className="inbox-link text-red-900"
                  >
                    {text.fix(editorContent.groups[group])}
                  </a>
                  <ul className="mt-1 list-disc pl-5">
                    {Object.entries(errors ?? {}).map(([path, message]) => (
                      <li key={path}>
                        {labelAt(contentGroups[group].form, path) || editorContent.groups[group]}:{' '}
                        {message}
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <p className="mt-1">{refusal.kind === 'note' ? refusal.message : reasons[refusal.kind]}</p>
      )}
    </div>
  )
}

type PublishFormProps = {
  live: Revision | null
  drafts: Partial<Record<ContentGroup, Draft>>
  refusal?: PublishRefusal
  note?: string
  contradictions?: readonly string[]
}

/**
 * Publishing the drafts: the form names the live version and the drafts it was shown, so a
 * publish after someone else's save or publish is refused rather than publishing what nobody saw.
 */
export function PublishForm({ live, drafts, refusal, note, contradictions }: PublishFormProps) {
  return (
    <section aria-labelledby="content-publish" className="mt-8">
      <h2 id="content-publish" className="text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{text.lead}</p>
      {refusal && <Refusal refusal={refusal} />}
      {contradictions && contradictions.length > 0 && (
        <ScheduleWarning contradictions={contradictions} />
      )}
      <form method="post" action="/inbox/content/publish" className="mt-3 grid max-w-2xl gap-3">
        <input type="hidden" name="liveVersion" value={live?.id ?? 0} />
        <input type="hidden" name="basis" value={draftsBasis(drafts as Record<string, Draft>)} />
        <div className="grid gap-1.5">
          <label htmlFor="publish-note" className="text-sm font-semibold text-ink">
            {text.noteLabel}
          </label>
          <p id="publish-note-hint" className="text-xs text-ink-muted">
            {text.noteHint}
          </p>
          <input
            id="publish-note"
            name="note"
            maxLength={maxPublishNote}
            defaultValue={note}
            aria-describedby="publish-note-hint"
            className="inbox-input"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="inbox-button-primary">
            <span className="i-lucide-upload h-4 w-4" aria-hidden="true" />
            {text.submit}
          </button>
          <a href="/inbox/content/preview/accelerator" className="inbox-button">
            <span className="i-lucide-eye h-4 w-4" aria-hidden="true" />
            {text.preview}
          </a>
        </div>
      </form>
    </section>
  )
}
