import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../../src/server'
import { get, newAddress } from '../html'

/** A message the schema accepts. */
export const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'When does the next cohort start?',
}

/** POSTs a JSON message as a new visitor, with extra headers. */
export function send(body: object, headers: Record<string, string> = {}) {
  return get('/api/contact/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** The same request straight to the app, with settings and bindings of the test's choosing. */
export async function sendWith(settings: Partial<Env> & Record<string, unknown>, body: object) {
  const ctx = createExecutionContext()
  const response = await app.request(
    'https://lumen.test/api/contact/send',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newAddress() },
      body: JSON.stringify(body),
    },
    { ...env, ...settings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** The stored rows (name, flag) for an email address. */
export const rowsFrom = (email: string) =>
  env.DB.prepare('SELECT name, flag FROM contact_messages WHERE email = ?').bind(email).all()
