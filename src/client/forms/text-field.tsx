/** The id of a form field's input: the target of the error summary's links. */
export const fieldId = (form: string, field: string) => `${form}-${field}`

const fieldClass =
  'focusable scroll-mt-24 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors hover:border-slate-400'

export type TextFieldProps = {
  /** The form's name, prefixing ids so two forms never share one. */
  form: string
  name: string
  label: string
  kind: 'text' | 'email' | 'textarea'
  maxLength: number
  rows?: number
  autoComplete?: string
  defaultValue: string
  /** What the worker said is wrong with it, if anything. */
  error: string | undefined
  /** A field the visitor may leave empty (every other is required). */
  optional?: boolean
}

/**
 * One labelled field of a form, required unless `optional`, with its limits from the shared contract and the error
 * the worker gave it, if any. Uncontrolled: what the visitor types stays in the DOM, so nothing
 * typed before hydration is lost to React's first render.
 */
export function TextField({
  form,
  name,
  label,
  kind,
  rows,
  defaultValue,
  error,
  optional = false,
  ...rest
}: TextFieldProps) {
  const id = fieldId(form, name)
  const attributes = {
    id,
    name,
    required: !optional,
    maxLength: rest.maxLength,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `${fieldClass} ${error ? 'border-red-700' : 'border-slate-500'}`,
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {kind === 'textarea' ? (
        <textarea {...attributes} rows={rows} />
      ) : (
        <input {...attributes} type={kind} autoComplete={rest.autoComplete} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
