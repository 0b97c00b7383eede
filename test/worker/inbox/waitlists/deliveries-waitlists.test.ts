import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, postForm, seedMessage } from '../helpers'

/** Gives a message a delivery row by channel, in the given state. */
async function delivery(
  messageId: string,
  channel: 'email' | 'webhook',
  state: string,
  error: string | null,
) {
  const now = new Date().toISOString()
  await env.DB.prepare(
    `INSERT INTO outbox (kind, message_id, channel, state, attempts, next_attempt_at, window_started_at, last_error)
     VALUES ('notification', ?, ?, ?, 9, ?, ?, ?)`,
  )
    .bind(messageId, channel, state, now, now, error)
    .run()
}

const deliveryState = (messageId: string, channel: string) =>
  env.DB.prepare(
    "SELECT state, attempts FROM outbox WHERE kind = 'notification' AND message_id = ? AND channel = ?",
  )
    .bind(messageId, channel)
    .first()

describe('a message’s notifications in the inbox', () => {
  it('shows each channel’s delivery, its attempts and last error, as text', async () => {
    const id = await seedMessage()
    await delivery(id, 'email', 'delivered', null)
    await delivery(id, 'webhook', 'failed', 'answered HTTP 500 <b>bold</b>')
    const html = await (await asStaff(`/inbox/${id}`)).text()
    const page = visibleText(html)
    expect(page).toMatch(/Notifications Email Delivered 9 attempts/)
    expect(page).toContain('Webhook Failed 9 attempts')
    expect(page).toContain('Last error: answered HTTP 500 <b>bold</b>')
    expect(html).not.toContain('<b>bold</b>')
  })

  it('retries a failed delivery by hand: back in the outbox, due now (303)', async () => {
    const id = await seedMessage()
    await delivery(id, 'webhook', 'failed', 'no answer within 10 s')
    const response = await postForm(`/inbox/${id}/retry`, { channel: 'webhook' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/inbox/${id}`)
    expect(await deliveryState(id, 'webhook')).toEqual({ state: 'pending', attempts: 0 })
  })

  it('keeps the list the message was opened from through Retry now: Back, previous and next too', async () => {
    const id = await seedMessage({ name: 'Retry Rita', message: 'retryable words' })
    await delivery(id, 'webhook', 'failed', 'refused')
    const list = '?state=all&q=retryable'
    const html = await (await asStaff(`/inbox/${id}${list}`)).text()
    expect(html).toContain(`action="/inbox/${id}/retry${list.replace('&', '&amp;')}"`)
    const response = await postForm(`/inbox/${id}/retry${list}`, { channel: 'webhook' })
    expect(response.headers.get('Location')).toBe(`/inbox/${id}${list}`)
    const back = await (await asStaff(String(response.headers.get('Location')))).text()
    expect(back).toContain(`href="/inbox?state=all&amp;q=retryable"`)
  })

  it('never re-sends a delivered one, and refuses a retry from another site', async () => {
    const id = await seedMessage()
    await delivery(id, 'email', 'delivered', null)
    await delivery(id, 'webhook', 'failed', 'refused')
    await postForm(`/inbox/${id}/retry`, { channel: 'email' })
    expect(await deliveryState(id, 'email')).toEqual({ state: 'delivered', attempts: 9 })
    const foreign = await postForm(
      `/inbox/${id}/retry`,
      { channel: 'webhook' },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    expect(await deliveryState(id, 'webhook')).toEqual({ state: 'failed', attempts: 9 })
  })
})

describe('the waiting lists in the inbox', () => {
  async function signUp(offering: string, email: string) {
    await env.DB.prepare('INSERT INTO waitlist_signups (id, offering, email) VALUES (?, ?, ?)')
      .bind(crypto.randomUUID(), offering, email)
      .run()
  }

  it('shows each offering’s count and newest addresses', async () => {
    await signUp('corporate', 'a-corp@example.com')
    await signUp('corporate', 'b-corp@example.com')
    await signUp('technical', 't@example.com')
    const page = visibleText(await (await asStaff('/inbox/waitlists')).text())
    // Inserted as migration 0010 leaves the sign-ups made before confirmations.
    expect(page).toMatch(
      /Corporate Offerings 0 confirmed addresses · 0 waiting for confirmation · 2 from before confirmations/,
    )
    expect(page).toMatch(/Technical Offerings 0 confirmed addresses · 0 waiting .* · 1 from before/)
    expect(page).toContain('b-corp@example.com')
  })

  it('exports a list as CSV with the message export’s rules: BOM, quoting, no formulas', async () => {
    await signUp('technical', '=cmd@example.com')
    const response = await asStaff('/inbox/waitlists/technical.csv')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder().decode(bytes)
    expect(csv).toContain('"offering","email","signed_up_at","status","confirmed_at"\r\n')
    expect(csv).toContain(`"technical","'=cmd@example.com",`)
  })

  it('is behind Access like the rest of the inbox', async () => {
    const { send } = await import('../helpers')
    expect((await send('/inbox/waitlists')).status).toBe(401)
    expect((await send('/inbox/waitlists/corporate.csv')).status).toBe(401)
  })

  it('erases an address from every list and every message, after a confirmation step', async () => {
    await signUp('corporate', 'Leaving@example.com')
    await signUp('technical', 'leaving@example.com')
    const messageId = await seedMessage({ email: 'leaving@example.com' })
    const asked = await postForm('/inbox/waitlists/erase', { email: 'leaving@example.com' })
    expect(asked.status).toBe(200)
    expect(visibleText(await asked.text())).toContain('Erase this address everywhere?')
    const count = () =>
      env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_signups WHERE email = ? COLLATE NOCASE')
        .bind('leaving@example.com')
        .first('n')
    expect(await count()).toBe(2)
    const done = await postForm('/inbox/waitlists/erase', {
      email: 'leaving@example.com',
      confirm: 'erase',
    })
    expect(done.status).toBe(303)
    expect(await count()).toBe(0)
    const message = await env.DB.prepare('SELECT id FROM contact_messages WHERE id = ?')
      .bind(messageId)
      .first()
    expect(message).toBeNull()
  })

  it('takes the address off the waiting lists when staff erase it from a message', async () => {
    await signUp('corporate', 'also-listed@example.com')
    const id = await seedMessage({ email: 'also-listed@example.com' })
    await postForm(`/inbox/${id}/erase-address`, { confirm: 'erase' })
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_signups WHERE email = ?')
      .bind('also-listed@example.com')
      .first('n')
    expect(left).toBe(0)
  })
})
