import { type ContactField, contactLimits } from '../shared/contact-fields'

/** The id of a field's input, the target of the error summary's links. */
export const fieldId = (field: ContactField) => `contact-${field}`

const fieldClass =
  'focusable scroll-mt-24 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors hover:border-slate-400'

/**
 * One labelled field of the contact form, with its limits from the shared contract and the error
 * the worker gave it, if any. Uncontrolled: what the visitor types stays in the DOM, so nothing
 * typed before hydration is lost to React's first render.
 */
export function ContactFieldInput({
  field,
  label,
  defaultValue,
  error,
}: {
  field: ContactField
  label: string
  defaultValue: string
  error: string | undefined
}) {
  const attributes = {
    id: fieldId(field),
    name: field,
    required: true,
    maxLength: contactLimits[field].maxLength,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `contact-${field}-error` : undefined,
    className: `${fieldClass} ${error ? 'border-red-700' : 'border-slate-500'}`,
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={attributes.id} className="font-semibold text-ink">
        {label}
      </label>
      {field === 'message' ? (
        <textarea {...attributes} rows={contactLimits.message.rows} />
      ) : (
        <input {...attributes} type={field === 'email' ? 'email' : 'text'} autoComplete={field} />
      )}
      {error && (
        <p id={`contact-${field}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
