// The empty places a list offers for its next entries: one set or two lines by default, and with
// "Add another" (a plain submit button named `add`, its value the list's path) one more than the
// form had, up to the list's cap. The post saves, then leads back to the form with the places
// asked for in its address (`?add=faq&room=2`), at the first of them (docs/inbox.md, "Site content").
import {
  type FormList,
  type FormPart,
  isList,
  isSet,
} from '../../../site-content/schema/declare/form-parts.ts'
import { fieldId } from './field-input'
import { pathOf, valueAt } from './form-values'

/** How many empty places a list's form shows after its entries, asked for by "Add another". */
export type Room = { list: string; places: number }

/**
 * Each list of a form, by its dotted path: a list within a set (`corporate.items`), and within
 * each entry of a list (`cohorts.0.schedule.sessions`).
 */
function listsOf(parts: readonly FormPart[], prefix = ''): Map<string, FormList> {
  const lists = new Map<string, FormList>()
  const within = (inner: readonly FormPart[], path: string) => {
    for (const [innerPath, list] of listsOf(inner, path)) lists.set(innerPath, list)
  }
  for (const part of parts) {
    const path = pathOf(prefix, part.key)
    if (isSet(part)) within(part.parts, path)
    if (!isList(part)) continue
    lists.set(path, part)
    const { entry } = part
    if (isSet(entry))
      for (let index = 0; index < part.max; index++) within(entry.parts, pathOf(path, index))
  }
  return lists
}

/** The empty places a list shows by default: one set of fields, or two single lines. */
export const defaultRoom = (list: FormList) => (isSet(list.entry) ? 1 : 2)

/** The places an address asks for (`?add=<list>&room=<n>`), if it names a list of the form. */
export function roomAsked(
  parts: readonly FormPart[],
  add?: string,
  room?: string,
): Room | undefined {
  const list = add === undefined ? undefined : listsOf(parts).get(add)
  const places = Number(/^\d{1,3}$/.exec(room ?? '')?.[0] ?? 0)
  return list && add && places > 0 ? { list: add, places: Math.min(places, list.max) } : undefined
}

/** Whether a posted form holds a field of a list's place (a blank one included). */
const posted = (fields: Record<string, unknown>, place: string) =>
  Object.keys(fields).some((name) => name === place || name.startsWith(`${place}.`))

/**
 * The room "Add another" asks for in a posted form: one more empty place than the list had (the
 * places it posted that `values`, as read, left out as blank), or undefined without `add`.
 */
export function roomAdded(
  parts: readonly FormPart[],
  fields: Record<string, unknown>,
  values: unknown,
): Room | undefined {
  const add = typeof fields.add === 'string' ? fields.add : ''
  const list = listsOf(parts).get(add)
  if (!list) return undefined
  const entries = valueAt(values, add)
  const kept = Array.isArray(entries) ? entries.length : 0
  let placesPosted = 0
  while (placesPosted <= list.max && posted(fields, pathOf(add, placesPosted))) placesPosted++
  return { list: add, places: Math.max(placesPosted - kept, 0) + 1 }
}

/** The first field of a list's place, where the browser lands after "Add another". */
function firstField(list: FormList, place: string): string {
  let part: FormPart = list.entry
  let path = place
  while (isSet(part) && part.parts[0]) {
    part = part.parts[0]
    path = pathOf(path, part.key)
  }
  return path
}

/** The form's address after a save: with the room asked for, at its first empty place. */
export function formAddress(
  group: string,
  parts: readonly FormPart[],
  room: Room | undefined,
  values: unknown,
) {
  const form = `/inbox/content/${group}`
  const list = room && listsOf(parts).get(room.list)
  if (!room || !list) return form
  const entries = valueAt(values, room.list)
  const kept = Array.isArray(entries) ? entries.length : 0
  if (kept >= list.max) return form
  const first = fieldId(firstField(list, pathOf(room.list, kept)))
  return `${form}?add=${encodeURIComponent(room.list)}&room=${room.places}#${first}`
}
