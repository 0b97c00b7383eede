// What a group's form says when a save was refused (group-page.tsx): the fields to change, each
// a link to its field, or a colleague's save in between and where it differs from yours.
import { type ContentGroup, contentGroups } from '../../../site-content/schema/index.ts'
import { editorContent } from '../../content/editor'
import { editorFormContent } from '../../content/editor-form'
import { When } from '../../views/parts'
import type { Draft } from '../drafts'
import { fieldId } from './field-input'
import { type FieldChange, labelAt } from './form-labels'

const text = editorFormContent

export function ErrorSummary({
  group,
  errors,
}: {
  group: ContentGroup
  errors: { by: 'save' | 'publish'; fields: Record<string, string> }
}) {
  const paths = Object.keys(errors.fields)
  const parts = contentGroups[group].form
  return (
    <div
      role="alert"
      aria-labelledby="form-errors"
      className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900"
    >
      <h2 id="form-errors" className="font-bold">
        {errors.by === 'save'
          ? text.errorsHeading(paths.length)
          : text.publishErrorsHeading(paths.length)}
      </h2>
      <p className="mt-1 text-sm">
        {errors.by === 'save' ? text.errorsLead : text.publishErrorsLead}
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {paths.map((path) => (
          <li key={path}>
            <a href={`#${fieldId(path)}`} className="inbox-link text-red-900">
              {labelAt(parts, path) || editorContent.groups[group]}
            </a>
            : {errors.fields[path]}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Conflict({ draft, changes }: { draft: Draft; changes: FieldChange[] }) {
  return (
    <section
      role="alert"
      aria-labelledby="form-conflict"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <h2 id="form-conflict" className="font-bold">
        {text.conflict.heading}
      </h2>
      <p className="mt-1 text-sm">
        {text.conflict.lead(draft.savedBy)} (<When at={draft.savedAt} />)
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {text.conflict.field}
              </th>
              <th scope="col" className="py-1 pr-3">
                {text.conflict.theirs}
              </th>
              <th scope="col" className="py-1">
                {text.conflict.yours}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path} className="border-t border-amber-200 align-top">
                <th scope="row" className="py-1 pr-3 font-semibold">
                  {change.label}
                </th>
                <td className="whitespace-pre-wrap break-words py-1 pr-3">
                  {change.before || text.conflict.empty}
                </td>
                <td className="whitespace-pre-wrap break-words py-1">
                  {change.after || text.conflict.empty}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm">{text.conflict.after}</p>
    </section>
  )
}
