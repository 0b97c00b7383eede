/**
 * A name as a person reads it: case, spacing and composition aside, so an erasure finds every
 * place that names them (person-erasure.ts) and every photo uploaded for them (photo-uploads.ts).
 * Both sides come trimmed (the schemas' text rules: a stored name and the name typed to erase
 * alike). Upper case, since that is where letters that change with case meet: ß and SS, ς and σ
 * are both written Σ or SS.
 */
export const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').toUpperCase()

/** Whether `one` is a name and reads as `other`. */
export const sameName = (one: unknown, other: string) =>
  typeof one === 'string' && nameKey(one) === nameKey(other)
