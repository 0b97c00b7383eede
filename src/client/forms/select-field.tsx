import { useState } from 'react'
import { fieldId } from './text-field'

const selectClass =
  'focusable scroll-mt-24 w-full rounded-lg border border-slate-500 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors hover:border-slate-400'

type Option<Value extends string> = { value: Value; label: string }

/**
 * A labelled choice. Uncontrolled, like the text fields: the server renders the chosen option
 * selected (`defaultValue`), so it works as it is before and without hydration. A long list comes
 * as `optionsMarkup` on the server and as nothing in the browser, which hydrates with the options
 * the page holds (docs/architecture.md, "The time zone, written once").
 */
export function SelectField<Value extends string>({
  form,
  name,
  label,
  options,
  optionsMarkup,
  defaultValue,
  required,
}: {
  form: string
  name: string
  label: string
  options?: readonly Option<Value>[]
  optionsMarkup?: string
  defaultValue: Value
  /** A choice that starts on an empty option the browser must not send (the time zone's). */
  required?: boolean
}) {
  const id = fieldId(form, name)
  // Read once, before hydration changes nothing in it: the same markup, so React keeps it as is.
  const [markup] = useState(() =>
    options ? undefined : (optionsMarkup ?? document.getElementById(id)?.innerHTML ?? ''),
  )
  // The worker's markup of its own list, escaped there; or the options as React draws them.
  const choices =
    markup === undefined
      ? {
          children: options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }
      : { dangerouslySetInnerHTML: { __html: markup } }
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
        {...choices}
      />
    </div>
  )
}
