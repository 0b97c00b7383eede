import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AnswerMail,
  type AnswerScore,
  historyCut,
  loadAnswerCorpus,
  scoreAnswer,
  withReplyAddress,
} from '../../scripts/answer-corpus/corpus.ts'
import { type BuiltWorker, startBuiltWorker } from '../../scripts/built-worker.ts'
import { makeLocalAccess, signLocalToken } from '../../scripts/inbox-local.ts'
import { replyAddress } from '../../src/server/conversation/reply-token.ts'

// Real answers from mail clients and languages (test/fixtures/answers/README.md), each into a
// conversation of its own, seeded the product's way (the contact form's post, then a staff reply
// from the inbox), and delivered as `npm start` plays Email Routing: POST /cdn-cgi/handler/email
// on the built worker, through Miniflare's own email handler, to the worker's email() handler.
const corpus = loadAnswerCorpus()
const schoolDomain = 'lumen.test'
const secret = 'corpus-secret-'.repeat(4)

type Outcome = { shown: string; score: AnswerScore } | { failed: string }

let worker: BuiltWorker
let stateDir: string
const outcomes = new Map<string, Outcome>()

async function expectStatus(response: Response, status: number, what: string) {
  if (response.status !== status) {
    throw new Error(`${what}: ${response.status} ${await response.text()}`)
  }
}

/** One conversation, as a visitor and staff make it; resolves with the message's id. */
async function seedConversation(mail: AnswerMail, index: number, token: string) {
  const { name, email, message, reply } = mail.meta.conversation
  const origin = worker.url.origin
  const sent = await fetch(new URL('/api/contact/send', worker.url), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      // A /64 of its own per visitor: the form's rate limit counts per /64.
      'CF-Connecting-IP': `2001:db8:a5:${index.toString(16)}::1`,
    },
    body: JSON.stringify({ name, email, message }),
  })
  await expectStatus(sent, 201, 'the contact form')
  const { id } = (await sent.json()) as { id: string }
  const replied = await fetch(new URL(`/inbox/${id}/reply`, worker.url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Cf-Access-Jwt-Assertion': token,
      Origin: origin,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ reply, key: crypto.randomUUID() }),
  })
  await expectStatus(replied, 303, 'the staff reply')
  return id
}

/**
 * The answer as staff see it in the thread: today the entry's body. Where the quoted history is
 * kept apart (folded), this reads the answer alone: the one place to change.
 */
async function shownAnswer(messageId: string): Promise<string> {
  const db = await worker.miniflare.getD1Database('DB')
  const { results } = await db
    .prepare("SELECT body FROM conversation_entries WHERE message_id = ? AND kind = 'answer'")
    .bind(messageId)
    .all<{ body: string }>()
  if (results.length !== 1) throw new Error(`${results.length} answers stored, expected 1`)
  return (results[0] as { body: string }).body
}

async function deliver(mail: AnswerMail, index: number, token: string): Promise<Outcome> {
  try {
    const id = await seedConversation(mail, index, token)
    const to = await replyAddress(secret, id, schoolDomain)
    const url = new URL('/cdn-cgi/handler/email', worker.url)
    url.searchParams.set('from', mail.meta.conversation.email)
    url.searchParams.set('to', to)
    const response = await fetch(url, { method: 'POST', body: withReplyAddress(mail.raw, to) })
    await expectStatus(response, 200, 'the email handler')
    const shown = await shownAnswer(id)
    return { shown, score: scoreAnswer(mail.meta, shown) }
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) }
  }
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'lumen-corpus-'))
  const access = await makeLocalAccess()
  worker = await startBuiltWorker({
    stateDir,
    sendEmail: 'CONTACT_EMAIL',
    vars: {
      ...access.vars,
      SCHOOL_MAIL_FROM: `school@${schoolDomain}`,
      REPLY_TOKEN_SECRET: secret,
    },
  })
  const token = await signLocalToken(access.privateJwk, 'staff@lumen.example')
  for (const [index, mail] of corpus.entries()) {
    outcomes.set(mail.name, await deliver(mail, index, token))
  }
}, 600_000)

afterAll(async () => {
  await worker?.dispose()
  if (stateDir) rmSync(stateDir, { recursive: true, force: true })
})

describe('the answer corpus through the email handler, as npm start plays Email Routing', () => {
  it.each(corpus.map((mail) => [mail.name, mail] as const))(
    'keeps every word the visitor wrote: %s',
    (_, mail) => {
      const outcome = outcomes.get(mail.name)
      if (!outcome || 'failed' in outcome) throw new Error(outcome?.failed ?? 'not delivered')
      expect(outcome.score.lost, `shown:\n${outcome.shown}`).toEqual([])
    },
  )

  it('cuts the quoted history in every answer that has one', () => {
    const results = corpus.flatMap((mail) => {
      const outcome = outcomes.get(mail.name)
      return outcome && 'score' in outcome ? [{ ...mail, ...outcome }] : []
    })
    const uncut = results.filter(({ score }) => score.historyShown.length > 0)
    const share = historyCut(results)
    console.log(
      `History cut in ${share.cut} of ${share.of} answers that have one` +
        (uncut.length
          ? `; still shown in:\n${uncut.map(({ name, score }) => `  ${name}: ${score.historyShown.join(' | ')}`).join('\n')}`
          : ''),
    )
    expect(results).toHaveLength(corpus.length)
    expect(share.share, uncut.map(({ name }) => name).join(', ')).toBe(1)
  })
})
