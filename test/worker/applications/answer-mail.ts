// An applicant's mail back to the school, as Email Routing hands it to the worker's email()
// handler: a real client's mail from the answer corpus (test/fixtures/answers/), or a plain one,
// sent to an application's reply address; and the answers it left in the application.
import { env } from 'cloudflare:test'
import { applicationReplyAddress } from '../../../src/server/conversation/reply-token'
import type { Bindings } from '../../../src/server/settings/env'
import { deliverMail, rawMail } from '../conversation/inbound-mail'
import { mailOn, schoolDomain, secret } from './conversation'

const corpus = import.meta.glob<string>('../../fixtures/answers/*.{eml,json}', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** A corpus mail (its text, `{{REPLY_TO}}` in place) and what its sidecar says it holds. */
export function sample(name: string) {
  const raw = corpus[`../../fixtures/answers/${name}.eml`]
  const meta = corpus[`../../fixtures/answers/${name}.json`]
  if (raw === undefined || meta === undefined) throw new Error(`no sample ${name}`)
  return {
    raw,
    meta: JSON.parse(meta) as {
      conversation: { name: string; email: string; message: string; reply: string }
      answer: string[]
      history: string[]
    },
  }
}

/** The application's reply address, as its messages carry it. */
export const replyAddressOf = (applicationId: string) =>
  applicationReplyAddress(secret, applicationId, schoolDomain)

/** A plain answer from `from` to the application's reply address; resolves with refusals. */
export async function answerApplication(
  application: { id: string; email: string },
  body: string,
  { settings = mailOn(), headers = {}, from = application.email } = {} as {
    settings?: Partial<Bindings>
    headers?: Record<string, string>
    from?: string
  },
) {
  const to = await replyAddressOf(application.id)
  const raw = rawMail({ From: `Applicant <${from}>`, To: to, ...headers }, body)
  return deliverMail(raw, { from, to }, settings)
}

export type ApplicationEntry = {
  id: number
  kind: string
  subject: string
  body: string
  author: string
  sender_mismatch: number
  attachment_names: string | null
  quoted_history: string | null
  dedupe_key: string
}

/** The application's answers, oldest first. */
export const answersOf = (applicationId: string) =>
  env.DB.prepare(
    "SELECT * FROM application_entries WHERE application_id = ? AND kind = 'answer' ORDER BY id",
  )
    .bind(applicationId)
    .all<ApplicationEntry>()
    .then(({ results }) => results)
