import { withoutNeedlessInvisibleCharacters } from '../../shared/invisible-characters'

/**
 * Published content with every text stripped of the invisible characters no script needs. A
 * version published before one-line texts refused them fails its publish schema now; the pages
 * show it so rather than leave the whole group out, and a reader sees no difference
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
