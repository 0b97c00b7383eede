import { fieldId } from './text-field'

/**
 * A required tick box with its sentence: what the visitor agrees to. Posts `yes` when ticked; the
 * browser will not send the form without it, and the worker's refusal is the error summary's
 * link to it.
 */
export function ConsentField({
  form,
  name,
  label,
  defaultChecked,
}: {
  form: string
  name: string
  label: string
  defaultChecked: boolean
}) {
  return (
    <label className="flex items-start gap-3 text-ink">
      <input
        id={fieldId(form, name)}
        name={name}
        type="checkbox"
        value="yes"
        required
        defaultChecked={defaultChecked}
        className="focusable mt-1 h-5 w-5 shrink-0 accent-brand-700"
      />
      {label}
    </label>
  )
}
