// What the served worker stored, read from its D1 database file, as the Chromium suite reads it.
import { DatabaseSync } from 'node:sqlite'
import { inject } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'

const stateDir = inject('stateDir')

function rows(sql: string, email: string) {
  const db = new DatabaseSync(d1File(stateDir), { readOnly: true })
  try {
    return db.prepare(sql).all(email)
  } finally {
    db.close()
  }
}

/** A contact message as stored: the browser it came from is in `user_agent`. */
export type StoredMessage = { name: string; email: string; message: string; user_agent: string }

/** The contact messages stored for an address. */
export const storedMessages = (email: string) =>
  rows(
    'SELECT name, email, message, user_agent FROM contact_messages WHERE email = ?',
    email,
  ) as StoredMessage[]

/** The waiting lists an address is on. */
export const waitingLists = (email: string) =>
  rows('SELECT offering FROM waitlist_signups WHERE email = ? ORDER BY offering', email).map(
    (row) => String(row.offering),
  )

/** A tag no other test uses, so a test finds its own rows. */
export const uniqueTag = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
