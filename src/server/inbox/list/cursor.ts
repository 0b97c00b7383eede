/** Where a page of the list ends: the last message's arrival time and id (ties broken by id). */
export type Cursor = { receivedAt: string; id: string }

// Stryker disable next-line Regex: every arrival time has milliseconds (toISOString, strftime %f), so making them required refuses no cursor the list makes
const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/
const messageId = /^[0-9a-f-]{36}$/

/** An opaque, URL-safe token for `?after=`. */
export function encodeCursor({ receivedAt, id }: Cursor): string {
  // Stryker disable next-line StringLiteral,Regex: a time, `|` and a UUID are bytes 0x2D-0x7C, whose base64 has no `+` or `/`; `=` ends it and decodes either way
  return btoa(`${receivedAt}|${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The cursor a token names, or null for anything that is not one (it then means "first page"). */
export function decodeCursor(token: string | undefined): Cursor | null {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a real cursor is 84 characters and anything else fails the patterns below; the cap spares decoding long junk
  if (!token || token.length > 120) return null
  try {
    // Stryker disable next-line StringLiteral: a token without `|` leaves an id no UUID pattern accepts, whatever the default
    const [receivedAt = '', id = '', ...rest] = atob(
      // Stryker disable next-line StringLiteral: see encodeCursor: no cursor's base64 holds `+` or `/`
      token.replace(/-/g, '+').replace(/_/g, '/'),
    ).split('|')
    if (rest.length || !timestamp.test(receivedAt) || !messageId.test(id)) return null
    return { receivedAt, id }
  } catch {
    return null
  }
}

/** `?after=` for a page of search results: the full-text index's key the page ended at. */
export function encodeSearchCursor(key: number): string {
  // Stryker disable next-line StringLiteral,Regex: `key|` and digits are bytes 0x30-0x7C, whose base64 has no `+` or `/`; `=` ends it and decodes either way
  return btoa(`key|${key}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The key a search page's token names, or null for anything that is not one. */
export function decodeSearchCursor(token: string | undefined): number | null {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a real one is at most 28 characters and anything longer fails the pattern below; the cap spares decoding long junk
  if (!token || token.length > 40) return null
  try {
    // Stryker disable next-line OptionalChaining,StringLiteral: no match throws inside the try and ends as null too; no search cursor's base64 holds `+` or `/`
    const key = /^key\|(\d{1,15})$/.exec(atob(token.replace(/-/g, '+').replace(/_/g, '/')))?.[1]
    return key === undefined ? null : Number(key)
  } catch {
    return null
  }
}
