// Staff are told of a new proposal request once its address confirmed it, never before (an
// unconfirmed request may carry someone else's address): on each channel they hear on, through
// the outbox, once however often the button is pressed, in plain text holding nothing the
// company wrote freely and no link but the inbox's own.
import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { runJob } from '../outbox/outbox'
import { pressConfirm } from '../waitlist/confirmation-helpers'
import { proposeWith, valid } from './helpers'

beforeEach(() => env.DB.exec('DELETE FROM unasked_mail_minutes'))
afterEach(() => {
  vi.restoreAllMocks()
})

const staff = { CONTACT_NOTIFY_TO: 'team@lumen.test', CONTACT_NOTIFY_FROM: 'contact@lumen.test' }

async function telling(extra: object = {}) {
  const recorder = recordingMailer()
  const bindings = (await announcing(recorder.mailer, { ...staff, ...extra })) as Bindings
  const toStaff = () => recorder.accepted.filter((mail) => mail.to === 'team@lumen.test')
  return { ...recorder, bindings, toStaff }
}

const linkIn = (mail: EmailMessageBuilder | undefined) => {
  const path = /https:\/\/lumen\.test(\/proposal\/confirm\/[0-9a-f]+)/.exec(String(mail?.text))?.[1]
  if (!path) throw new Error(`no link in ${JSON.stringify(mail?.text)}`)
  return path
}

const idOf = async (email: string) =>
  (
    await env.DB.prepare('SELECT id FROM proposal_requests WHERE email = ?')
      .bind(email)
      .first<{ id: string }>()
  )?.id

describe('staff told of a proposal request once its address confirmed it', () => {
  it('tells nobody before the confirmation, then mails staff once, however often it is pressed', async () => {
    const { accepted, bindings, toStaff } = await telling()
    const email = 'buyer@acme.example'
    expect((await proposeWith({ ...valid, email }, bindings)).status).toBe(201)
    await runJob(bindings, new Date(Date.now() + 5 * 60_000))
    expect(toStaff()).toEqual([])
    const path = linkIn(accepted.find((mail) => mail.to === email))
    for (let press = 0; press < 3; press++) {
      expect((await pressConfirm(bindings, path)).status).toBe(200)
    }
    await runJob(bindings, new Date(Date.now() + 10 * 60_000))
    expect(toStaff()).toHaveLength(1)
    const [mail] = toStaff()
    expect(mail?.subject).toBe('Proposal request: Acme Logistics GmbH · Corporate solutions')
    expect(mail?.replyTo).toBe(email)
    expect(mail?.html).toBeUndefined()
    const text = String(mail?.text)
    // Both times in the inbox's zone: "3 Dec 2026, 17:32 UTC".
    const time = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC`
    expect(text).toMatch(
      new RegExp(
        `^New proposal request, confirmed by its address \\(received ${time}, confirmed ${time}\\)`,
      ),
    )
    expect(text.split('\n').slice(1, 11)).toEqual([
      `Open it in the inbox: https://lumen.test/inbox/proposals/${await idOf(email)}`,
      '',
      'Company: Acme Logistics GmbH',
      'Your name: Grace Hopper',
      `Work email: ${email}`,
      'Team size: 16–50 people',
      'When would you like to start? Next quarter',
      'Format: Hybrid',
      'Budget: $25,000–$50,000',
      '',
    ])
    // What the company wrote freely stays in the inbox.
    expect(text).not.toContain('Berlin office')
    expect(text).not.toContain(valid.otherTopic)
  })

  it('posts the webhook once, every value a JSON string, nothing written freely', async () => {
    // The first attempt, right after the press, finds no receiver: retried by the job.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const hook = { CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/in' }
    const { accepted, bindings } = await telling(hook)
    const email = 'hooked@acme.example'
    await proposeWith({ ...valid, email }, bindings)
    const posted: Record<string, unknown>[] = []
    const ids: (string | null)[] = []
    const fetcher = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body)))
      ids.push(new Headers(init?.headers).get('Lumen-Message-Id'))
      return new Response('ok')
    }) as typeof fetch
    await runJob(bindings, new Date(Date.now() + 5 * 60_000), { fetcher })
    expect(posted).toEqual([])
    await pressConfirm(bindings, linkIn(accepted.find((mail) => mail.to === email)))
    for (const minutes of [10, 60, 24 * 60]) {
      await runJob(bindings, new Date(Date.now() + minutes * 60_000), { fetcher })
    }
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({
      type: 'proposal_request',
      id: await idOf(email),
      offering: 'corporate',
      company: 'Acme Logistics GmbH',
      email,
      teamSize: '16-50',
    })
    expect(JSON.stringify(posted[0])).not.toContain('Berlin office')
    // The receiver's key for telling a retried delivery from a new one.
    expect(ids).toEqual([`proposal-${await idOf(email)}`])
  })

  it('says what the company typed as text only: no markup, no link made of it', async () => {
    const { accepted, bindings, toStaff } = await telling()
    const email = 'crafty@acme.example'
    const company = 'Evil <a href="https://evil.example">Co</a>'
    await proposeWith({ ...valid, email, company }, bindings)
    await pressConfirm(bindings, linkIn(accepted.find((mail) => mail.to === email)))
    await runJob(bindings, new Date(Date.now() + 10 * 60_000))
    const [mail] = toStaff()
    expect(mail?.subject).toBe(`Proposal request: ${company} · Corporate solutions`)
    expect(mail?.html).toBeUndefined()
    expect(String(mail?.text)).toContain(`Company: ${company}`)
    // The one link is the inbox's own, made of the request's id.
    expect(String(mail?.text).match(/https:\/\/lumen\.test\S*/g)).toEqual([
      `https://lumen.test/inbox/proposals/${await idOf(email)}`,
    ])
  })
})
