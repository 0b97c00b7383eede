import { fieldId } from './text-field'

/**
 * A group of tick boxes sharing one name (the topics): a fieldset with its legend and hint, each
 * box posting its own words. Uncontrolled, so it works as it is before and without hydration. The
 * first box carries the field's id: the error summary's link leads to it.
 */
export function TopicsField({
  form,
  name,
  label,
  hint,
  options,
  checked,
  error,
}: {
  form: string
  name: string
  label: string
  hint: string
  options: readonly string[]
  checked: readonly string[]
  error: string | undefined
}) {
  const id = fieldId(form, name)
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <legend className="font-semibold text-ink">{label}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-ink-muted">
        {hint}
      </p>
      {options.map((option, index) => (
        <label key={option} className="flex items-start gap-3 text-ink">
          <input
            id={index === 0 ? id : `${id}-${index}`}
            name={name}
            type="checkbox"
            value={option}
            defaultChecked={checked.includes(option)}
            aria-invalid={error ? true : undefined}
            className="focusable scroll-mt-24 mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          {option}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  )
}
