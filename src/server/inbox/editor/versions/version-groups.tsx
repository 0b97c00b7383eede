import type { ReactNode } from 'react'
import { editorContent } from '../../content/editor'
import { versionsContent } from '../../content/editor-versions'
import type { FieldRow, GroupComparison } from './version-compare'

const text = versionsContent.group

/** Where a group stands against live and its draft, in words. */
function Summary({ compared }: { compared: GroupComparison }) {
  const draft = !compared.draft
    ? text.noDraft
    : compared.differsFromDraft
      ? text.differsFromDraft
      : text.sameAsDraft
  return (
    <p className="mt-1 text-sm font-semibold text-ink-soft">
      {compared.differsFromLive ? text.differsFromLive : text.sameAsLive} · {draft}
    </p>
  )
}

/** How one field of live or the draft compares with the version's: the same, or what it says. */
function Mark({ same, says, value }: { same: string; says: string; value: string }) {
  return (
    <span className="block">
      {same === '' ? (
        <>
          <strong className="font-semibold">{says}</strong>{' '}
          <span className="whitespace-pre-wrap break-words">{value || text.blank}</span>
        </>
      ) : (
        same
      )}
    </span>
  )
}

function Field({ row }: { row: FieldRow }) {
  return (
    <li className="grid gap-0.5 px-4 py-2 text-sm">
      <span className="font-semibold text-ink">{row.label}</span>
      <span className="whitespace-pre-wrap break-words text-ink">{row.version || text.blank}</span>
      <span className="text-ink-muted">
        <Mark
          same={row.live === row.version ? text.liveSame : ''}
          says={text.liveSays}
          value={row.live}
        />
        {row.draft !== undefined && (
          <Mark
            same={row.draft === row.version ? text.draftSame : ''}
            says={text.draftSays}
            value={row.draft}
          />
        )}
      </span>
    </li>
  )
}

/** Whether live and the draft (where there is one) say what the version says in this field. */
const isSame = (row: FieldRow) =>
  row.live === row.version && (row.draft === undefined || row.draft === row.version)

/**
 * A group's fields: those that differ from live or the draft listed, those the same folded away
 * under a line that counts them (a version is read for what it would change).
 */
function Fields({ fields }: { fields: FieldRow[] }) {
  const differing = fields.filter((row) => !isSame(row))
  const same = fields.filter(isSame)
  return (
    <>
      {differing.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {differing.map((row) => (
            <Field key={row.path} row={row} />
          ))}
        </ul>
      )}
      {same.length > 0 && (
        <details className="border-t border-slate-100">
          <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-brand-700">
            {text.sameFields(same.length)}
          </summary>
          <ul className="divide-y divide-slate-100">
            {same.map((row) => (
              <Field key={row.path} row={row} />
            ))}
          </ul>
        </details>
      )}
    </>
  )
}

/**
 * Each group as a version (or a kept draft) holds it, field by field, each field marked in words
 * where live and the draft say something else; `action` adds a group's own form (restore it alone).
 */
export function VersionGroups({
  groups,
  action,
}: {
  groups: GroupComparison[]
  action?: (compared: GroupComparison) => ReactNode
}) {
  return (
    <div className="mt-4 grid gap-4">
      {groups.map((compared) => (
        <section
          key={compared.group}
          aria-labelledby={`group-${compared.group}`}
          className="rounded-xl border border-slate-200 bg-white"
        >
          <div className="border-b border-slate-200 px-4 py-3">
            <h3 id={`group-${compared.group}`} className="font-bold text-ink">
              {editorContent.groups[compared.group]}
            </h3>
            {compared.version === null && <p className="mt-1 text-sm">{text.notHeld}</p>}
            <Summary compared={compared} />
            {action?.(compared)}
          </div>
          <Fields fields={compared.fields} />
        </section>
      ))}
    </div>
  )
}
