// A list's own controls beside its entries' fields (form-fields.tsx), both plain form fields that
// work without JavaScript: an entry's position, and "Add another" (list-room.ts).
import type { FormList } from '../../../site-content/schema/declare/form-parts.ts'
import { editorFormContent } from '../../content/editor-form'
import { fieldId } from './field-input'
import { positionName } from './form-values'

const text = editorFormContent

/** A list entry's position: type another number to move it there (1 is first), without JavaScript. */
export function Position({
  listPath,
  index,
  label,
}: {
  listPath: string
  index: number
  label: string
}) {
  const id = fieldId(positionName(listPath, index))
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {text.position}
      </label>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {text.positionHint(label)}
      </p>
      <input
        id={id}
        name={positionName(listPath, index)}
        type="number"
        min={1}
        defaultValue={index + 1}
        aria-describedby={`${id}-hint`}
        className="inbox-input"
      />
    </div>
  )
}

/** Saves the form and comes back with one more empty place in the list at `path`. */
export function AddAnother({ list, path }: { list: FormList; path: string }) {
  return (
    <div className="sm:col-span-2">
      <button type="submit" name="add" value={path} className="inbox-button">
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {text.addAnother(list.entryLabel)}
      </button>
    </div>
  )
}
