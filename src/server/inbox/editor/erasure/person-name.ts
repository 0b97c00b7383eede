import { withoutInvisibleCharacters } from '../../../../shared/invisible-characters'

/**
 * A name as a person reads it: case, spacing, composition and the characters drawn as nothing
 * aside, so an erasure finds every place that names them (person-erasure.ts) and every photo
 * uploaded for them (photo-uploads.ts), a name stored with a zero-width space (or ZWJ, or a tag
 * character) and one pasted with them alike. Those go first, so that what they split composes
 * again. Upper case, since that is where letters that change with case meet: ß and SS, ς and σ
 * are both written Σ or SS.
 */
export const nameKey = (name: string) =>
  withoutInvisibleCharacters(name).normalize('NFKC').replace(/\s+/g, ' ').trim().toUpperCase()

/** Whether `one` is a name and reads as `other`. */
export const sameName = (one: unknown, other: string) =>
  typeof one === 'string' && nameKey(one) === nameKey(other)
