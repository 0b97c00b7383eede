// A reply the relay never took (the outbox gave up after its day of retries) is not a dead end:
// staff send it again from the conversation, with a fresh day of retries, and the visitor gets it
// once, however often the button is pressed.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { inboxConversationContent } from '../../../../src/server/content/conversation'
import { conversationOn, sentBy } from '../../conversation/conversation'
import { visibleText } from '../../html'
import { flakyMailer, runJob } from '../../outbox/outbox'
import { accessEnv, seedMessage, send, signToken } from '../helpers'

const words = inboxConversationContent.thread

/** A staff member's request with the conversation on, sending through `mailer`. */
async function asStaff(mailer: SendEmail, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('Cf-Access-Jwt-Assertion', await signToken())
  if (init.method === 'POST' && !headers.has('Origin')) headers.set('Origin', 'https://lumen.test')
  return send(path, { ...init, headers }, await accessEnv(conversationOn(mailer)))
}

const post = (mailer: SendEmail, path: string, body = '', headers = {}) =>
  asStaff(mailer, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

const replyRow = (entryId: number) =>
  env.DB.prepare(
    `SELECT state, attempts, last_error FROM outbox WHERE entry_id = ? AND kind = 'reply'`,
  )
    .bind(entryId)
    .first<{ state: string; attempts: number; last_error: string | null }>()

/**
 * A message with a reply whose email failed for good: written two days ago, refused by the relay
 * at once and again at the cron's last try, when its day of retries was over. Resolves with the
 * message's and the entry's ids.
 */
async function replyNeverDelivered() {
  const id = await seedMessage({ email: `never-${crypto.randomUUID()}@example.com` })
  const refusing = flakyMailer(2)
  const key = crypto.randomUUID()
  const reply = new URLSearchParams({ reply: 'See you Monday.', key }).toString()
  await post(refusing, `/inbox/${id}/reply`, reply)
  const entryId = await env.DB.prepare('SELECT id FROM conversation_entries WHERE message_id = ?')
    .bind(id)
    .first<number>('id')
  if (entryId === null) throw new Error('no reply stored')
  const twoDaysAgo = new Date(Date.now() - 48 * 3600 * 1000).toISOString()
  await env.DB.prepare(
    'UPDATE outbox SET window_started_at = ?1, next_attempt_at = ?1 WHERE entry_id = ?2',
  )
    .bind(twoDaysAgo, entryId)
    .run()
  await runJob(conversationOn(refusing), new Date())
  expect(await replyRow(entryId)).toMatchObject({
    state: 'failed',
    last_error: 'relay unavailable',
  })
  return { id, entryId }
}

const resendPath = (id: string, entryId: number) => `/inbox/${id}/replies/${entryId}/resend`

describe('a reply that was never delivered', () => {
  it('shows "Not delivered" with a button that sends it again', async () => {
    const { id, entryId } = await replyNeverDelivered()
    const page = await (await asStaff(flakyMailer(), `/inbox/${id}`)).text()
    expect(visibleText(page)).toContain(words.delivery.failed)
    expect(page).toContain(`action="${resendPath(id, entryId)}"`)
    expect(visibleText(page)).toContain(words.sendAgain)
  })

  it('is sent once more, to the visitor, and then shows as delivered with no button', async () => {
    const { id, entryId } = await replyNeverDelivered()
    const mailer = flakyMailer()
    const response = await post(mailer, resendPath(id, entryId))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/inbox/${id}#conversation`)
    expect(sentBy(mailer)).toHaveLength(1)
    expect(await replyRow(entryId)).toMatchObject({ state: 'delivered', attempts: 1 })
    const page = await (await asStaff(mailer, `/inbox/${id}`)).text()
    expect(visibleText(page)).toContain(words.delivery.delivered)
    expect(page).not.toContain(resendPath(id, entryId))
  })

  it('keeps the list the message was opened from: its filter and search', async () => {
    const { id, entryId } = await replyNeverDelivered()
    const list = '?state=all&q=resend'
    const page = await (await asStaff(flakyMailer(), `/inbox/${id}${list}`)).text()
    expect(page).toContain(`action="${resendPath(id, entryId)}${list.replace('&', '&amp;')}"`)
    const response = await post(flakyMailer(), `${resendPath(id, entryId)}${list}`)
    expect(response.headers.get('Location')).toBe(`/inbox/${id}${list}#conversation`)
  })

  it('is sent once however often the button is pressed', async () => {
    const { id, entryId } = await replyNeverDelivered()
    const mailer = flakyMailer()
    for (let press = 0; press < 3; press++) await post(mailer, resendPath(id, entryId))
    expect(sentBy(mailer)).toHaveLength(1)
  })

  it('gets a fresh day of retries when the relay refuses it again', async () => {
    const { id, entryId } = await replyNeverDelivered()
    const stillRefusing = flakyMailer(1)
    await post(stillRefusing, resendPath(id, entryId))
    expect(await replyRow(entryId)).toMatchObject({ state: 'pending', attempts: 1 })
    const mailer = flakyMailer()
    await runJob(conversationOn(mailer), new Date(Date.now() + 3600 * 1000))
    expect(sentBy(mailer)).toHaveLength(1)
    expect(await replyRow(entryId)).toMatchObject({ state: 'delivered' })
  })

  it('cannot be sent again through another message’s address, or from another site', async () => {
    const { id, entryId } = await replyNeverDelivered()
    const other = await seedMessage()
    const mailer = flakyMailer()
    expect((await post(mailer, resendPath(other, entryId))).status).toBe(303)
    const crossSite = await post(mailer, resendPath(id, entryId), '', {
      Origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(sentBy(mailer)).toHaveLength(0)
    expect(await replyRow(entryId)).toMatchObject({ state: 'failed' })
  })
})

describe('a reply that was delivered', () => {
  it('is never sent again by the resend address', async () => {
    const id = await seedMessage()
    const mailer = flakyMailer()
    const key = crypto.randomUUID()
    await post(
      mailer,
      `/inbox/${id}/reply`,
      new URLSearchParams({ reply: 'Done.', key }).toString(),
    )
    const entry = await env.DB.prepare('SELECT id FROM conversation_entries WHERE message_id = ?')
      .bind(id)
      .first<number>('id')
    await post(mailer, resendPath(id, entry ?? 0))
    expect(sentBy(mailer)).toHaveLength(1)
    expect(await replyRow(entry ?? 0)).toMatchObject({ state: 'delivered', attempts: 1 })
  })
})
