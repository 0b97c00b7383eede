import { fieldId } from './text-field'

const selectClass =
  'focusable scroll-mt-24 w-full rounded-lg border border-slate-500 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors hover:border-slate-400'

/**
 * A labelled choice among a few options. Uncontrolled, like the text fields: the server renders
 * the chosen option selected (`defaultValue`), so it works as it is before and without hydration.
 */
export function SelectField<Value extends string>({
  form,
  name,
  label,
  options,
  defaultValue,
  required,
}: {
  form: string
  name: string
  label: string
  options: readonly { value: Value; label: string }[]
  defaultValue: Value
  /** A choice that starts on an empty option the browser must not send (the time zone's). */
  required?: boolean
}) {
  const id = fieldId(form, name)
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        className={selectClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
