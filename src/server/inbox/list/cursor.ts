/** Where a page of the list ends: the last message's arrival time and id (ties broken by id). */
export type Cursor = { receivedAt: string; id: string }

const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/
const messageId = /^[0-9a-f-]{36}$/

/** `text` (ASCII) as unpadded base64url: safe in a query string without escaping. */
const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** The text a base64url token holds; throws on a token that is not base64. */
const fromBase64Url = (token: string) => atob(token.replace(/-/g, '+').replace(/_/g, '/'))

/** An opaque, URL-safe token for `?after=`. */
export function encodeCursor({ receivedAt, id }: Cursor): string {
  return toBase64Url(`${receivedAt}|${id}`)
}

/** The cursor a token names, or null for anything that is not one (it then means "first page"). */
export function decodeCursor(token: string | undefined): Cursor | null {
  // A real cursor is 84 characters: the cap spares decoding long junk.
  if (!token || token.length > 120) return null
  try {
    const [receivedAt = '', id = '', ...rest] = fromBase64Url(token).split('|')
    if (rest.length || !timestamp.test(receivedAt) || !messageId.test(id)) return null
    return { receivedAt, id }
  } catch {
    return null
  }
}

/** `?after=` for a page of search results: the full-text index's key the page ended at. */
export function encodeSearchCursor(key: number): string {
  return toBase64Url(`key|${key}`)
}

/** The key a search page's token names, or null for anything that is not one. */
export function decodeSearchCursor(token: string | undefined): number | null {
  // A real one is at most 28 characters: the cap spares decoding long junk.
  if (!token || token.length > 40) return null
  try {
    const key = /^key\|(\d{1,15})$/.exec(fromBase64Url(token))?.[1]
    return key === undefined ? null : Number(key)
  } catch {
    return null
  }
}
