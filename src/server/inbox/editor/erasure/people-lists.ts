// Where the school's content names people: each group that lists them, by the list's key in the
// group (an instructor in `instructors.instructors`, a graduate in `graduates.graduates`). An
// erasure (person-erasure.ts) reads and rewrites these lists alone; whatever else a version or a
// draft holds is kept as it is.
import { sameName } from './person-name'

/** Each group naming people, and its list of them. */
export const peopleLists = { instructors: 'instructors', graduates: 'graduates' } as const

export type PeopleGroup = keyof typeof peopleLists

export const peopleGroups = Object.keys(peopleLists) as PeopleGroup[]

type Person = { name?: unknown; photo?: { key?: unknown } }

/** One group's content, as a draft holds it and as a version holds it under the group's name. */
export type GroupBody = Record<string, unknown> | null | undefined

const listIn = (group: PeopleGroup, body: GroupBody): Person[] | undefined => {
  const list = body?.[peopleLists[group]]
  return Array.isArray(list) ? (list as Person[]) : undefined
}

/** The group's content without the person, or null when it does not name them. */
export function withoutPerson(group: PeopleGroup, body: GroupBody, name: string): GroupBody | null {
  const list = listIn(group, body)
  if (!list?.some((person) => sameName(person.name, name))) return null
  return { ...body, [peopleLists[group]]: list.filter((person) => !sameName(person.name, name)) }
}

/** The keys of the person's photos in the group's content. */
export const photosOf = (group: PeopleGroup, body: GroupBody, name: string): string[] =>
  (listIn(group, body) ?? [])
    .filter((person) => sameName(person.name, name))
    .flatMap((person) => (typeof person.photo?.key === 'string' ? [person.photo.key] : []))

/**
 * A version's content without the person in any group, with their photos' keys; `erased` is null
 * when no group of it names them.
 */
export function versionWithoutPerson(content: Record<string, GroupBody>, name: string) {
  let erased: Record<string, GroupBody> | null = null
  const photos: string[] = []
  for (const group of peopleGroups) {
    photos.push(...photosOf(group, content[group], name))
    const without = withoutPerson(group, content[group], name)
    if (without) erased = { ...(erased ?? content), [group]: without }
  }
  return { erased, photos }
}
