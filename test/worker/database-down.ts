// The local D1 binding as a database that is down refuses a write: every batch rejected, the rest
// as it is. A form's storage failure in a test: the visitor told to try again, nothing half stored.
import { env } from 'cloudflare:test'

export const databaseDown = new Proxy(env.DB, {
  get(db, name) {
    if (name === 'batch') return () => Promise.reject(new Error('D1_ERROR: database down'))
    const value = Reflect.get(db, name)
    return typeof value === 'function' ? value.bind(db) : value
  },
})
