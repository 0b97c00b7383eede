// One field's input, by its kind (site-content/schema/declare/fields.ts): a line, paragraphs, a date, a time,
// a number, a choice or yes/no, a time zone, and a photo with its file input and removal box.
import { photoPath } from '../../../site-content/photo-path'
import type { FormField } from '../../../site-content/schema/declare/form-parts.ts'
import { editorFormContent } from '../../content/editor-form'
import { removeName, uploadName } from './photo-upload'
import { TimeZoneSelect } from './time-zone-select'

const text = editorFormContent

/** A field's id in the page, from its dotted path (what the error summary links to). */
export const fieldId = (path: string) => `field-${path.replaceAll('.', '-')}`

/**
 * A photo field: the photo it holds (its key travels in a hidden field, which the save checks
 * against what is stored), a box to remove it, and a file input to choose another.
 */
function PhotoInput({
  path,
  value,
  common,
}: {
  path: string
  value: string
  common: Record<string, unknown>
}) {
  return (
    <div className="grid gap-2">
      <input type="hidden" name={path} value={value} />
      {value && (
        <div className="flex items-center gap-3">
          <img
            src={`/inbox/content${photoPath(value, 192)}`}
            alt={text.photo.current}
            className="h-16 w-16 rounded-full bg-slate-100 object-cover"
          />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name={removeName(path)} value="yes" className="h-4 w-4" />
            {text.photo.remove}
          </label>
        </div>
      )}
      <input
        {...common}
        name={uploadName(path)}
        type="file"
        accept="image/jpeg,image/png,image/webp"
      />
    </div>
  )
}

type InputProps = {
  field: FormField
  path: string
  value: string
  invalid: boolean
  described: string
}

export function Input({ field, path, value, invalid, described }: InputProps) {
  const common = {
    id: fieldId(path),
    name: path,
    className: 'inbox-input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': described || undefined,
  }
  if (field.kind === 'photo') return <PhotoInput path={path} value={value} common={common} />
  if (field.kind === 'timeZone') return <TimeZoneSelect value={value} common={common} />
  if (field.kind === 'paragraphs')
    return <textarea {...common} rows={4} maxLength={field.max} defaultValue={value} />
  if (field.kind === 'choice' || field.kind === 'yesno') {
    const choices =
      field.choices ??
      ([
        { value: 'yes', label: text.yes },
        { value: 'no', label: text.no },
      ] as const)
    return (
      <select {...common} defaultValue={value}>
        <option value="">{text.notChosen}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    )
  }
  const type = field.kind === 'line' ? 'text' : field.kind
  const number = field.kind === 'number' ? { min: 0, max: field.max, step: 'any' } : {}
  const length = field.kind === 'line' ? { maxLength: field.max } : {}
  return <input {...common} type={type} {...number} {...length} defaultValue={value} />
}
