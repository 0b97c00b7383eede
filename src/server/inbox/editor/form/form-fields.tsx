import type { ReactNode } from 'react'
import {
  type FormField,
  type FormList,
  type FormPart,
  type FormSet,
  isList,
  isSet,
} from '../../../site-content/schema/declare/form-parts.ts'
import { editorFormContent } from '../../content/editor-form'
import { fieldId, Input } from './field-input'
import { fieldText, pathOf, valueAt } from './form-values'
import { AddAnother, Position } from './list-controls'
import { defaultRoom, type Room } from './list-room'

const text = editorFormContent

/**
 * What the fields show: the group's content as last typed, the problems by dotted path, and the
 * empty places a list was asked for.
 */
type Shown = { values: unknown; errors: Record<string, string>; room?: Room | undefined }

function Problem({ path, errors }: { path: string; errors: Shown['errors'] }) {
  const message = errors[path]
  if (!message) return null
  return (
    <p id={`${fieldId(path)}-error`} className="text-sm font-medium text-red-800">
      {message}
    </p>
  )
}

/** Short fields (a date, a time, a number, a choice, a short line) take half a row from 640 px. */
const isShort = (field: FormField) =>
  field.kind !== 'paragraphs' && (field.kind !== 'line' || (field.max ?? 0) <= 60)

function Field({
  field,
  path,
  label,
  shown,
}: {
  field: FormField
  path: string
  label: string
  shown: Shown
}) {
  const id = fieldId(path)
  const described = [field.hint && `${id}-hint`, shown.errors[path] && `${id}-error`]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`grid content-start gap-1.5 ${isShort(field) ? '' : 'sm:col-span-2'}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {field.hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {field.hint}
        </p>
      )}
      <Problem path={path} errors={shown.errors} />
      <Input
        field={field}
        path={path}
        value={fieldText(valueAt(shown.values, path))}
        invalid={path in shown.errors}
        described={described}
      />
    </div>
  )
}

type FieldsProps = {
  set: FormSet
  path: string
  legend: string
  shown: Shown
  /** Whether the set is a list's entry, drawn as a card of its own. */
  listEntry?: boolean
  /** After the fields: a list entry's position. */
  children?: ReactNode
}

/** A set of fields: a list's entry as a card of its own, a set within it framed lightly. */
function Fields({ set, path, legend, shown, listEntry = false, children }: FieldsProps) {
  const frame = listEntry
    ? 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm'
    : 'rounded-lg border border-slate-200 p-3'
  return (
    <fieldset className={`grid gap-4 sm:col-span-2 sm:grid-cols-2 ${frame}`}>
      <legend className="px-1 text-sm font-bold text-ink">{legend}</legend>
      <div className="empty:hidden sm:col-span-2">
        <Problem path={path} errors={shown.errors} />
      </div>
      {set.parts.map((part) => (
        <Part key={part.key} part={part} path={pathOf(path, part.key)} shown={shown} />
      ))}
      {children}
    </fieldset>
  )
}

/**
 * A list's entries as last typed, then room for one more (two for single lines) or the places
 * asked for, up to its cap, and while it has room left, "Add another": a save that comes back
 * with one more place (list-room.ts).
 */
function List({ list, path, shown }: { list: FormList; path: string; shown: Shown }) {
  const items = valueAt(shown.values, path)
  const count = Array.isArray(items) ? items.length : 0
  const asked = shown.room?.list === path ? shown.room.places : 0
  const spare = Math.min(list.max - count, Math.max(defaultRoom(list), asked))
  const places = Array.from({ length: count + Math.max(spare, 0) }, (_, index) => index)
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-base font-bold text-ink">{list.label}</legend>
      <p className="text-xs text-ink-muted sm:col-span-2">{text.listHint(list)}</p>
      <div className="empty:hidden sm:col-span-2">
        <Problem path={path} errors={shown.errors} />
      </div>
      {places.map((index) => {
        const label = `${list.entryLabel} ${index + 1}`
        const at = pathOf(path, index)
        return isSet(list.entry) ? (
          <Fields key={at} set={list.entry} path={at} legend={label} shown={shown} listEntry>
            <Position listPath={path} index={index} label={label} />
          </Fields>
        ) : (
          <Field key={at} field={list.entry} path={at} label={label} shown={shown} />
        )
      })}
      {places.length < list.max && <AddAnother list={list} path={path} />}
    </fieldset>
  )
}

export function Part({ part, path, shown }: { part: FormPart; path: string; shown: Shown }) {
  if (isList(part)) return <List list={part} path={path} shown={shown} />
  if (isSet(part)) return <Fields set={part} path={path} legend={part.label} shown={shown} />
  return <Field field={part} path={path} label={part.label} shown={shown} />
}
