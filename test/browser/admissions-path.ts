// What the admissions path tests (Chromium and Firefox) share: a served build of their own with
// everything the path needs on (mail to visitors written by Miniflare's local send_email binding
// and read back through its local explorer, the page links signed with a known secret, the inbox
// trusting a key made for the run), the cohorts published in its database, the mails it sent,
// and the links in them.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BuiltWorker, startBuiltWorker } from '../../scripts/built-worker.ts'
import { makeLocalAccess, signLocalToken } from '../../scripts/inbox-local.ts'
import { cohorts } from './apply'

export const pathSecret = 'admissions-path-secret-0123456789abcdef'
export const schoolDomain = 'lumen.localhost'

/** A mail as Miniflare's explorer holds it, its text included. */
export type SentMail = {
  messageId: string
  from: string
  to: string[]
  replyTo?: string
  subject: string
  attachments: { filename: string; contentType: string }[]
  text?: string
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 0
}

/** Polls `read` until it gives something, or throws `failure` after ~15 s. */
async function until<T>(read: () => Promise<T | undefined>, failure: string): Promise<T> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const found = await read()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(failure)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The served build, its database, the cohorts published, the mails it sent, a staff cookie. */
export async function startAdmissionsSite() {
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-admissions-path-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const access = await makeLocalAccess()
  let worker: BuiltWorker
  try {
    worker = await startBuiltWorker({
      stateDir,
      port,
      sendEmail: 'CONTACT_EMAIL',
      explorer: true,
      vars: {
        ...access.vars,
        SCHOOL_MAIL_FROM: `hello@${schoolDomain}`,
        REPLY_TOKEN_SECRET: pathSecret,
        SITE_ORIGIN: origin,
      },
    })
  } catch (error) {
    rmSync(stateDir, { recursive: true, force: true })
    throw error
  }
  const db = await worker.miniflare.getD1Database('DB')
  // The cohorts as the editor's publish writes them; each isolate reads the live version every
  // few seconds, so wait until /apply offers them.
  await db
    .prepare(
      `INSERT INTO content_revisions (body, published_by, published_at, note)
       VALUES (?, 'admissions@lumen.test', ?, NULL)`,
    )
    .bind(JSON.stringify({ cohort: { cohorts } }), new Date().toISOString())
    .run()
  await until(async () => {
    const html = await (await fetch(`${origin}/apply`)).text()
    return html.includes('name="goals"') || undefined
  }, 'the site does not serve the published cohorts')

  const explorer = (query: string) =>
    fetch(`${origin}/cdn-cgi/local/explorer/api/local/email/sending?${query}`).then(
      (response) => response.json() as Promise<{ result: SentMail[] & SentMail }>,
    )

  /** The mail to `address` whose subject matches, once the outbox has sent it, with its text. */
  async function mailTo(address: string, subject: RegExp): Promise<SentMail> {
    const listed = await until(async () => {
      const { result } = await explorer('per_page=100')
      return result.find((mail) => mail.to.includes(address) && subject.test(mail.subject))
    }, `no mail to ${address} with a subject matching ${subject}`)
    const { result } = await explorer(`email_id=${encodeURIComponent(listed.messageId)}`)
    return result
  }

  /** Every mail sent to `address` so far, subjects only, in the order sent. */
  async function subjectsTo(address: string): Promise<string[]> {
    const { result } = await explorer('per_page=100')
    return result.filter((mail) => mail.to.includes(address)).map((mail) => mail.subject)
  }

  /** The id of the application stored for an address (what the staff's list links to). */
  async function applicationOf(email: string): Promise<string> {
    return until(async () => {
      const row = await db
        .prepare('SELECT id FROM applications WHERE email = ?')
        .bind(email)
        .first<{ id: string }>()
      return row?.id
    }, `no application stored for ${email}`)
  }

  /** A mail from `from` to the worker's email() handler, as Email Routing hands it over. */
  async function mailIn(from: string, to: string, subject: string, text: string) {
    const raw = [
      `From: Grace Hopper <${from}>`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `Message-ID: <${crypto.randomUUID()}@example.com>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
    ].join('\r\n')
    const url = new URL('/cdn-cgi/handler/email', origin)
    url.searchParams.set('from', from)
    url.searchParams.set('to', to)
    const response = await fetch(url, { method: 'POST', body: raw })
    if (!response.ok) throw new Error(`the email() handler answered ${response.status}`)
  }

  return {
    origin,
    mailTo,
    mailIn,
    subjectsTo,
    applicationOf,
    /** The cookie Access would set for a staff member. */
    staffCookie: async (who: string) => ({
      name: 'CF_Authorization',
      value: await signLocalToken(access.privateJwk, `${who}@lumen.example`),
      url: origin,
    }),
    dispose: async () => {
      await worker.dispose()
      rmSync(stateDir, { recursive: true, force: true })
    },
  }
}

export type AdmissionsSite = Awaited<ReturnType<typeof startAdmissionsSite>>

/** The links of this site in a mail's text, in order. */
export function linksIn(mail: SentMail, origin: string): string[] {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return [...(mail.text ?? '').matchAll(new RegExp(`${escaped}/\\S+`, 'g'))].map(([link]) => link)
}

/** A date `days` from today, as a date field takes it (YYYY-MM-DD, UTC). */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
