// The built worker in workerd with a way in for answers: a module served in the build's place
// that hands each posted mail to the build's email() handler as Email Routing does, with the
// site's own bindings (D1, settings), and seeds and reads conversations the same way. Miniflare's
// /cdn-cgi/handler/email parses every mail itself first (its own copy of an older postal-mime),
// which production never does: timing through it would time that parser. Local, for the bench.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { replyAddress } from '../../src/server/conversation/reply-token.ts'
import { type BuiltWorker, startBuiltWorker } from '../built-worker.ts'
import { type IsolatePart, type IsolateProfiler, profileIsolate } from './isolate-profile.ts'

export const schoolDomain = 'lumen.test'
const secret = 'bench-answer-secret-'.repeat(3)

const mainModule = `import site from './index.js'
export default {
  ...site,
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    if (url.pathname === '/bench/seed') {
      const { id, email, message, reply } = await request.json()
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO contact_messages (id, name, email, message, user_agent, received_at) VALUES (?, 'Visitor', ?, ?, 'bench', '2026-11-23T10:05:00.000Z')",
        ).bind(id, email, message),
        env.DB.prepare(
          "INSERT INTO conversation_entries (message_id, kind, body, author, written_at) VALUES (?, 'reply', ?, 'staff@lumen.test', '2026-11-24T09:00:00.000Z')",
        ).bind(id, reply),
      ])
      return new Response('seeded')
    }
    if (url.pathname === '/bench/shown') {
      const row = await env.DB.prepare(
        "SELECT body FROM conversation_entries WHERE message_id = ? AND kind = 'answer' ORDER BY id DESC LIMIT 1",
      ).bind(url.searchParams.get('id')).first()
      return new Response(row?.body ?? '')
    }
    if (url.pathname !== '/bench/answer') return site.fetch(request, env, ctx)
    const raw = new Uint8Array(await request.arrayBuffer())
    const rejections = []
    const message = {
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
      headers: new Headers(),
      raw: new Response(raw).body,
      rawSize: raw.byteLength,
      setReject: (reason) => rejections.push(reason),
      forward: async () => {},
      reply: async () => {},
    }
    // The staff's notice is sent in waitUntil: awaited here, so its first attempt is part of
    // the mail's figures rather than of whatever comes next.
    const pending = []
    const context = {
      waitUntil: (promise) => pending.push(promise),
      passThroughOnException: () => ctx.passThroughOnException(),
      props: ctx.props,
    }
    await site.email(message, env, context)
    await Promise.allSettled(pending)
    return Response.json({ rejections })
  },
}`

/** The workerd processes this process started (Linux: read from /proc). */
function workerdPids(): string[] {
  const pids: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (stat.includes('(workerd)') && Number(ppid) === process.pid) pids.push(pid)
    } catch {
      // A process that ended while the list was read.
    }
  }
  return pids
}

/**
 * The CPU time workerd has spent, in milliseconds, all its threads: nanoseconds from each
 * thread's schedstat. On a shared machine this moves with the work done, not with the wait for a
 * core, which a request's time also counts. NaN where /proc cannot say.
 */
function cpuMsOf(
  pid: string | null,
  threads = (found: string) => readdirSync(`/proc/${found}/task`),
) {
  if (!pid) return Number.NaN
  let ns = 0
  for (const task of threads(pid)) {
    ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
  }
  return ns / 1e6
}

/** The CPU milliseconds of workerd's main thread alone: the one its isolates run on. */
const mainThreadCpuMs = (pid: string | null) => cpuMsOf(pid, (found) => [found])

export type AnswerWorker = {
  worker: BuiltWorker
  /** The CPU milliseconds workerd has spent so far. */
  cpuMs: () => number
  /** A conversation as the inbox leaves it: the message, the staff's reply; its reply address. */
  seed: (conversation: { email: string; message: string; reply: string }) => Promise<{
    id: string
    replyTo: string
  }>
  /**
   * Hands one mail to email(); resolves with the milliseconds it took, what was refused, the CPU
   * milliseconds of workerd's main thread (every isolate runs on it), and, started `profiled`,
   * the site handler's share of that thread's busy samples, and each part's (isolate-profile.ts).
   */
  deliver: (
    raw: Uint8Array<ArrayBuffer>,
    from: string,
    to: string,
  ) => Promise<{
    ms: number
    refused: string[]
    mainCpuMs: number
    handlerShare: number
    partShares: Record<IsolatePart, number> | null
  }>
  /** What the thread shows of the conversation's answer. */
  shown: (id: string) => Promise<string>
  /** The site isolate's profiler, when started `profiled`. */
  isolate: IsolateProfiler | undefined
}

/**
 * The build with the bench's way in, on a database of its own; `profiled`: with the site's
 * isolate profiled (isolate-profile.ts), which only the isolate's figure is read from.
 */
export async function startAnswerWorker({ profiled = false } = {}): Promise<AnswerWorker> {
  const others = new Set(workerdPids())
  const worker = await startBuiltWorker({
    stateDir: mkdtempSync(join(tmpdir(), 'lumen-bench-mail-')),
    vars: { SCHOOL_MAIL_FROM: `school@${schoolDomain}`, REPLY_TOKEN_SECRET: secret },
    sendEmail: 'CONTACT_EMAIL',
    mainModule,
    verbose: process.env.BENCH_MAIL_TRACE !== undefined,
    inspector: profiled,
  })
  const pid = workerdPids().find((found) => !others.has(found)) ?? null
  const isolate = profiled
    ? await profileIsolate(await worker.miniflare.getInspectorURL(), 'site')
    : undefined
  return {
    worker,
    isolate,
    cpuMs: () => cpuMsOf(pid),
    // Through the worker itself, not Miniflare's D1 proxy (whose connection a loaded machine drops).
    async seed({ email, message, reply }) {
      const id = crypto.randomUUID()
      const seeded = await fetch(new URL('/bench/seed', worker.url), {
        method: 'POST',
        body: JSON.stringify({ id, email, message, reply }),
      })
      if (!seeded.ok) throw new Error(`seeding a conversation: ${seeded.status}`)
      return { id, replyTo: await replyAddress(secret, id, schoolDomain) }
    },
    async deliver(raw, from, to) {
      const url = new URL('/bench/answer', worker.url)
      url.searchParams.set('from', from)
      url.searchParams.set('to', to)
      const mainBefore = mainThreadCpuMs(pid)
      await isolate?.start()
      const started = performance.now()
      const response = await fetch(url, { method: 'POST', body: raw })
      const { rejections } = (await response.json()) as { rejections: string[] }
      const ms = performance.now() - started
      const mainCpuMs = mainThreadCpuMs(pid) - mainBefore
      if (!isolate) {
        return { ms, refused: rejections, mainCpuMs, handlerShare: Number.NaN, partShares: null }
      }
      const { handler, parts, busy } = await isolate.stop()
      const share = (sampled: number) => (busy > 0 ? sampled / busy : 0)
      const partShares = Object.fromEntries(
        Object.entries(parts).map(([part, sampled]) => [part, share(sampled)]),
      ) as Record<IsolatePart, number>
      return { ms, refused: rejections, mainCpuMs, handlerShare: share(handler), partShares }
    },
    async shown(id) {
      return (await fetch(new URL(`/bench/shown?id=${id}`, worker.url))).text()
    },
  }
}
