/**
 * A UUID as `crypto.randomUUID()` writes it (lower-case hex): a message's id, a form's key. The
 * source, for a route's path pattern; `uuid` tests a whole value.
 */
export const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

export const uuid = new RegExp(`^${uuidPattern}$`)
