// A conversation at its ceiling (docs/conversation.md, how much a conversation keeps): the
// built worker in workerd, answers handed to its email() handler as Email Routing does
// (POST /cdn-cgi/handler/email), then the message page and the CSV export measured against an
// ordinary conversation on the same worker, request by request in turn, so the machine's other
// work slows both alike and the ratio stays honest.
// Run alone with `BENCH_ONLY=conversation npm run bench`: only its section of BENCHMARKS.md changes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBuiltWorker } from '../built-worker.ts'
import { makeLocalAccess, signLocalToken } from '../inbox-local.ts'
import { median } from './median.ts'

const rounds = Number(process.env.BENCH_CONVERSATION_ROUNDS ?? 25)
const domain = 'lumen.localhost'

export type ConversationBench = {
  rounds: number
  sent: number
  kept: number
  refused: number
  notices: { atOnce: number; gathered: number }
  page: { ceilingBytes: number; ordinaryBytes: number; ceilingMs: number; ordinaryMs: number }
  csv: { cellBytes: number; ceilingMs: number; ordinaryMs: number }
}

/** One request read to its end: its bytes and ms. */
async function once(url: string, headers: HeadersInit) {
  const started = performance.now()
  const response = await fetch(url, { headers })
  const body = await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return { ms: performance.now() - started, bytes: body.byteLength, body }
}

/** A plain-text answer of `text` from the visitor, as the email() handler takes it. */
function answerMail(from: string, to: string, text: string) {
  return [
    `From: Visitor <${from}>`,
    `To: ${to}`,
    'Subject: Re: Your message to Lumen Code Academy',
    `Message-ID: <${crypto.randomUUID()}@bench.example>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
  ].join('\r\n')
}

export async function measureConversation(log: (step: string) => void): Promise<ConversationBench> {
  const access = await makeLocalAccess()
  const headers = {
    'Cf-Access-Jwt-Assertion': await signLocalToken(access.privateJwk, 'bench@lumen.example'),
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-bench-conversation-'))
  const worker = await startBuiltWorker({
    stateDir,
    sendEmail: 'CONTACT_EMAIL',
    explorer: true,
    vars: {
      ...access.vars,
      SCHOOL_MAIL_FROM: `school@${domain}`,
      REPLY_TOKEN_SECRET: 'b'.repeat(64),
      CONTACT_NOTIFY_TO: `staff@${domain}`,
      CONTACT_NOTIFY_FROM: `contact@${domain}`,
    },
  })
  const origin = worker.url.origin
  try {
    const post = async (name: string, email: string) => {
      const response = await fetch(`${origin}/api/contact/send`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'CF-Connecting-IP': `192.0.2.${name.length}`,
        },
        body: JSON.stringify({ name, email, message: 'When does the next cohort start?' }),
      })
      return ((await response.json()) as { id: string }).id
    }
    // The reply address, as the visitor has it: the Reply-To of their confirmation, read from
    // what Miniflare's local binding was given.
    const replyTo = async (email: string) => {
      for (let tries = 0; tries < 100; tries++) {
        const response = await fetch(`${origin}/cdn-cgi/local/explorer/api/local/email/sending`)
        const { result } = (await response.json()) as {
          result: { to: string[]; replyTo?: string }[]
        }
        const confirmation = result.find((mail) => mail.to.includes(email) && mail.replyTo)
        if (confirmation?.replyTo) return confirmation.replyTo
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error(`no confirmation reached ${email}`)
    }
    const deliver = async (to: string, email: string, text: string) => {
      const url = new URL('/cdn-cgi/handler/email', origin)
      url.searchParams.set('from', email)
      url.searchParams.set('to', to)
      return (await fetch(url, { method: 'POST', body: answerMail(email, to, text) })).status
    }
    const ordinary = await post('Ordinary Visitor', 'ordinary@example.com')
    const ordinaryTo = await replyTo('ordinary@example.com')
    await deliver(ordinaryTo, 'ordinary@example.com', 'Thank you, Tuesday suits me.')
    const ceiling = await post('Ceiling Visitor', 'ceiling@example.com')
    const ceilingTo = await replyTo('ceiling@example.com')
    // 40 answers of 20,000 characters (the longest an answer keeps), in the page's costliest
    // shapes: a quote mark (escaped as six bytes) and CJK (three bytes a character).
    const sent = 40
    log(`conversation: ${sent} answers of 20,000 characters to one conversation`)
    const statuses: number[] = []
    for (let n = 0; n < sent; n++) {
      statuses.push(
        await deliver(ceilingTo, 'ceiling@example.com', (n % 2 ? '漢' : '"').repeat(20_000)),
      )
    }
    const db = await worker.miniflare.getD1Database('DB')
    const count = async (sql: string) =>
      ((await db.prepare(sql).bind(ceiling).first<{ n: number }>())?.n ?? 0) as number
    const kept = await count(
      "SELECT COUNT(*) AS n FROM conversation_entries WHERE message_id = ? AND kind = 'answer'",
    )
    // No cron runs here: the notices told at once were delivered by their first attempt, the
    // gathered one still waits.
    const noticeRows = (state: string) =>
      `SELECT COUNT(*) AS n FROM outbox o JOIN conversation_entries e ON e.id = o.entry_id
       WHERE e.message_id = ? AND o.kind = 'answer' AND o.channel = 'email' AND o.state = '${state}'`
    const notices = {
      atOnce: await count(noticeRows('delivered')),
      gathered: await count(noticeRows('pending')),
    }

    log(
      `conversation: the message page and its CSV export, ${rounds} rounds against an ordinary one`,
    )
    const page = (id: string) => `${origin}/inbox/${id}`
    const csv = (name: string) =>
      `${origin}/inbox/export.csv?state=all&q=${encodeURIComponent(name)}`
    const samples: Record<string, number[]> = {
      page: [],
      pageOrdinary: [],
      csv: [],
      csvOrdinary: [],
    }
    let ceilingBytes = 0
    let ordinaryBytes = 0
    let cellBytes = 0
    for (let round = -3; round < rounds; round++) {
      const a = await once(page(ceiling), headers)
      const b = await once(page(ordinary), headers)
      const c = await once(csv('Ceiling'), headers)
      const d = await once(csv('Ordinary'), headers)
      if (round < 0) continue
      samples.page?.push(a.ms)
      samples.pageOrdinary?.push(b.ms)
      samples.csv?.push(c.ms)
      samples.csvOrdinary?.push(d.ms)
      ceilingBytes = a.bytes
      ordinaryBytes = b.bytes
      const text = new TextDecoder().decode(c.body)
      const cell = text.match(/,"((?:[^"]|"")*)"\r\n$/)?.[1] ?? ''
      cellBytes = new TextEncoder().encode(cell.replace(/""/g, '"')).byteLength
    }
    return {
      rounds,
      sent,
      kept,
      refused: statuses.filter((status) => status !== 200).length,
      notices,
      page: {
        ceilingBytes,
        ordinaryBytes,
        ceilingMs: median(samples.page ?? []),
        ordinaryMs: median(samples.pageOrdinary ?? []),
      },
      csv: {
        cellBytes,
        ceilingMs: median(samples.csv ?? []),
        ordinaryMs: median(samples.csvOrdinary ?? []),
      },
    }
  } finally {
    await worker.dispose()
    rmSync(stateDir, { recursive: true, force: true })
  }
}
