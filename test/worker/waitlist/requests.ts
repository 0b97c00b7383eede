import { env } from 'cloudflare:test'
import { get } from '../html'

/** A JSON sign-up to the API, as the island sends it. */
export const join = (body: unknown, headers: Record<string, string> = {}) =>
  get('/api/waitlist/join', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** The lists an address is on, as stored. */
export const rows = (email: string) =>
  env.DB.prepare(
    'SELECT offering, email FROM waitlist_signups WHERE email = ? COLLATE NOCASE ORDER BY offering',
  )
    .bind(email)
    .all()
    .then(({ results }) => results)
