// Staff are told of a new application once its address confirmed it, never before (an
// unconfirmed application may carry someone else's address): on each channel they hear on,
// through the outbox, once whichever page confirms it and however often, in plain text holding
// nothing the applicant wrote freely and no link but the inbox's own.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../../src/server/settings/env'
import { announcing, recordingMailer } from '../announcement/helpers'
import { runJob } from '../outbox/outbox'
import { pressConfirm } from '../waitlist/confirmation-helpers'
import { applyWith, publishCohorts, valid } from './helpers'

beforeEach(async () => {
  await publishCohorts()
  await env.DB.exec('DELETE FROM unasked_mail_minutes')
})

const staff = { CONTACT_NOTIFY_TO: 'team@lumen.test', CONTACT_NOTIFY_FROM: 'contact@lumen.test' }

async function telling(more: Partial<Bindings> = {}) {
  const recorder = recordingMailer()
  const bindings = (await announcing(recorder.mailer, { ...staff, ...more })) as Bindings
  const toStaff = () => recorder.accepted.filter((mail) => mail.to === 'team@lumen.test')
  return { ...recorder, bindings, toStaff }
}

/** The confirmation link's path, or the applicant's page's, in the mail to `email`. */
function linkIn(
  accepted: EmailMessageBuilder[],
  email: string,
  kind: 'apply/confirm' | 'application',
) {
  const mail = accepted.find((sent) => sent.to === email)
  const pattern = new RegExp(`https://lumen\\.test(/${kind}/[0-9a-f]+)`)
  const path = pattern.exec(String(mail?.text))?.[1]
  if (!path) throw new Error(`no ${kind} link in ${JSON.stringify(mail?.text)}`)
  return path
}

const idOf = async (email: string) =>
  (
    await env.DB.prepare('SELECT id FROM applications WHERE email = ?')
      .bind(email)
      .first<{ id: string }>()
  )?.id

describe('staff told of an application once its address confirmed it', () => {
  it('tells nobody before the confirmation, then mails staff once, however often it is pressed', async () => {
    const { accepted, bindings, toStaff } = await telling()
    const email = 'told@example.com'
    expect((await applyWith({ ...valid, email }, bindings)).status).toBe(201)
    await runJob(bindings, new Date(Date.now() + 5 * 60_000))
    expect(toStaff()).toEqual([])
    const path = linkIn(accepted, email, 'apply/confirm')
    for (let press = 0; press < 3; press++) {
      expect((await pressConfirm(bindings, path)).status).toBe(200)
    }
    // Sent on the press itself, not left for the scheduled job.
    expect(toStaff()).toHaveLength(1)
    await runJob(bindings, new Date(Date.now() + 10 * 60_000))
    expect(toStaff()).toHaveLength(1)
    const [mail] = toStaff()
    expect(mail?.subject).toBe('Application: Ada Lovelace · The accelerator program')
    expect(mail?.replyTo).toBe(email)
    expect(mail?.html).toBeUndefined()
    const text = String(mail?.text)
    // Both times in the inbox's zone: "3 Dec 2026, 17:32 UTC".
    const time = String.raw`\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC`
    expect(text).toMatch(
      new RegExp(
        `^New application for the cohort starting March 2, 2027, confirmed by its address \\(received ${time}, confirmed ${time}\\)`,
      ),
    )
    expect(text.match(/https:\/\/lumen\.test\S*/g)).toEqual([
      `https://lumen.test/inbox/applications/${await idOf(email)}`,
    ])
    expect(text.split('\n').slice(2, 8)).toEqual([
      '',
      'Name: Ada Lovelace',
      `Email: ${email}`,
      'Do you want to talk about financing or a scholarship? Yes, a scholarship',
      'How did you hear about us? A friend or colleague',
      '',
    ])
    // What the applicant wrote freely stays in the inbox.
    expect(text).not.toContain(valid.goals)
    expect(text).not.toContain(valid.backgroundDetail)
  })

  it('links nothing while the site’s origin is not set, the details right below the lead', async () => {
    const { accepted, bindings, toStaff } = await telling()
    const email = 'no.origin@example.com'
    await applyWith({ ...valid, email }, bindings)
    const path = linkIn(accepted, email, 'apply/confirm')
    const failing = { send: async () => Promise.reject(new Error('relay down')) }
    // The first attempt, on the press, fails; the job sends it while the origin is unset.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await pressConfirm({ ...bindings, CONTACT_EMAIL: failing }, path)).status).toBe(200)
    await runJob({ ...bindings, SITE_ORIGIN: '' }, new Date(Date.now() + 10 * 60_000))
    const text = String(toStaff()[0]?.text)
    expect(text).not.toContain('https://')
    expect(text.split('\n').slice(1, 3)).toEqual(['', 'Name: Ada Lovelace'])
  })

  it('tells staff once when the applicant confirms from their own page instead', async () => {
    const { accepted, bindings, toStaff } = await telling()
    const email = 'page.confirms@example.com'
    await applyWith({ ...valid, email }, bindings)
    const page = linkIn(accepted, email, 'application')
    for (let press = 0; press < 2; press++) {
      expect((await pressConfirm(bindings, page)).status).toBe(303)
    }
    await pressConfirm(bindings, linkIn(accepted, email, 'apply/confirm'))
    await runJob(bindings, new Date(Date.now() + 10 * 60_000))
    expect(toStaff().map((mail) => mail.subject)).toEqual([
      'Application: Ada Lovelace · The accelerator program',
    ])
  })

  it('posts the webhook once, every value a JSON string, nothing written freely', async () => {
    // The first attempt, right after the press, finds no receiver: retried by the job.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { accepted, bindings } = await telling({
      CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/in',
    })
    const email = 'hooked@example.com'
    await applyWith({ ...valid, email }, bindings)
    const posted: { id: string; body: Record<string, unknown> }[] = []
    const fetcher = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      posted.push({
        id: String(headers.get('Lumen-Message-Id')),
        body: JSON.parse(String(init?.body)),
      })
      return new Response('ok')
    }) as typeof fetch
    await runJob(bindings, new Date(Date.now() + 5 * 60_000), { fetcher })
    expect(posted).toEqual([])
    await pressConfirm(bindings, linkIn(accepted, email, 'apply/confirm'))
    for (const minutes of [10, 60, 24 * 60]) {
      await runJob(bindings, new Date(Date.now() + minutes * 60_000), { fetcher })
    }
    expect(posted).toHaveLength(1)
    const id = await idOf(email)
    // The receiver's key for telling a retried delivery from a new one.
    expect(posted[0]?.id).toBe(`application-${id}`)
    expect(posted[0]?.body).toEqual({
      type: 'application',
      id,
      cohort: '2027-03-02',
      receivedAt: expect.any(String),
      confirmedAt: expect.any(String),
      name: 'Ada Lovelace',
      email,
      financing: valid.financing,
      heardFrom: valid.heardFrom,
    })
    expect(JSON.stringify(posted)).not.toContain(valid.goals)
  })
})
