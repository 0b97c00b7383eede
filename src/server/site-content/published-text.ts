import { withoutNeedlessInvisibleCharacters } from '../../shared/invisible-characters'

/**
 * Published content with every text stripped of the invisible characters no script needs. A kept
 * version may hold them in a one-line text, which its publish schema refuses; the pages show it
 * without them rather than leave the whole group out, and a reader sees no difference
 * (docs/decisions.md, "Characters drawn as nothing").
 */
export function withoutNeedlessInvisible(value: unknown): unknown {
  if (typeof value === 'string') return withoutNeedlessInvisibleCharacters(value)
  if (Array.isArray(value)) return value.map(withoutNeedlessInvisible)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, withoutNeedlessInvisible(field)]),
  )
}
