/** Where a page of the list ends: the last message's arrival time and id (ties broken by id). */
export type Cursor = { receivedAt: string; id: string }

const cursorText = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)\|([0-9a-f-]{36})$/
const searchCursorText = /^key\|(\d{1,15})$/

/** `text` (ASCII) as unpadded base64url: safe in a query string without escaping. */
const toBase64Url = (text: string) =>
  new TextEncoder().encode(text).toBase64({ alphabet: 'base64url', omitPadding: true })

/** The text a base64url token holds; throws on a token that is not base64url. */
const fromBase64Url = (token: string) =>
  new TextDecoder().decode(Uint8Array.fromBase64(token, { alphabet: 'base64url' }))

/** An opaque, URL-safe token for `?after=`. */
export function encodeCursor({ receivedAt, id }: Cursor): string {
  return toBase64Url(`${receivedAt}|${id}`)
}

/** The cursor a token names, or null for anything that is not one (it then means "first page"). */
export function decodeCursor(token: string | undefined): Cursor | null {
  try {
    const match = cursorText.exec(fromBase64Url(token ?? ''))
    return match ? { receivedAt: match[1] as string, id: match[2] as string } : null
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
  try {
    const match = searchCursorText.exec(fromBase64Url(token ?? ''))
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}
