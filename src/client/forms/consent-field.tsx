import { fieldId } from './text-field'

/**
 * A required tick box with its sentence: what the visitor agrees to. Posts `yes` when ticked;
 * the browser refuses to send the form without it, and the worker refuses it too.
 */
export function ConsentField({
  form,
  name,
  label,
  defaultChecked,
  error,
}: {
  form: string
  name: string
  label: string
  defaultChecked: boolean
  error: string | undefined
}) {
  const id = fieldId(form, name)
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="yes"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="focusable mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
