// Which share of one mail's work on workerd's main thread (the one every isolate runs on) was the
// site's own, from V8's sampling profiler over the inspector Miniflare serves (`inspector` in
// built-worker.ts): Profiler.start before the mail, Profiler.stop after. A sample is the
// handler's when it falls in the site's JavaScript (the worker's bundle, the runtime's D1 client,
// their native calls) or its garbage collector; the bench's own module (reading the posted body,
// answering JSON), the calls that hand work to the rest of workerd (`waiting`) and the time the
// thread ran anything else (the local D1's Durable Object and SQLite, the HTTP server, the
// send_email stand-in) are not. V8 samples by the clock, so only the
// share is read here: answer-mail.ts takes it of the main thread's CPU time (/proc) on the same
// mail in a workerd that is not profiled, which the profiler's own cost never touches.
import { readFileSync } from 'node:fs'

/** A profile as V8 writes it (the fields read here). */
export type Profile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  samples: number[]
  timeDeltas: number[]
}

/** Where the handler's samples fell: by the first frame of JavaScript above each. */
export const isolateParts = [
  'parsing (postal-mime)',
  'reading and history',
  'D1 client',
  'garbage collection',
  'the rest',
] as const
export type IsolatePart = (typeof isolateParts)[number]

/** The sampled time of one mail, in milliseconds. */
export type IsolateSamples = {
  /** In the site's handler: its JavaScript, its native calls, its garbage collection. */
  handler: number
  /** The handler's time by part. */
  parts: Record<IsolatePart, number>
  /** Anything but idle: the handler, the bench's module, the thread's other work. */
  busy: number
}

/**
 * The source module of each line of the built worker (its bundler writes the module's path as
 * a comment above it), to tell postal-mime and the answer's reading apart in a profile.
 */
function bundleModules(file = 'dist/ssr/index.js') {
  const modules: string[] = []
  let current = ''
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    current = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(line)?.[1] ?? current
    modules.push(current)
  }
  return modules
}

export type IsolateProfiler = {
  start: () => Promise<void>
  stop: () => Promise<IsolateSamples & { profile: Profile }>
  close: () => void
}

/** Microseconds between samples: a mail of ten milliseconds still gets fifty. */
const intervalUs = 200

/**
 * A native call that hands work to the rest of workerd and returns: a subrequest's `fetch` (how
 * the runtime's D1 client and the send_email stand-in reach their local services), a stream's
 * `next`. The isolate is left there, and V8 goes on sampling the thread under that last frame
 * while it runs the local D1's SQLite or the HTTP server (a mail whose 20,000 characters
 * fill the full-text index samples there several times longer than a short one): that time is
 * not the isolate's, and production spends it elsewhere.
 */
const waiting = (frame: { functionName: string; url: string }) =>
  frame.url === '' && (frame.functionName === 'fetch' || frame.functionName === 'next')

/** Which of the isolate's samples are the handler's (see the header), and their parts. */
export function samplesOf(profile: Profile, modules: readonly string[]): IsolateSamples {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const handlerNode = new Map<number, boolean>()
  const isHandler = (id: number): boolean => {
    const known = handlerNode.get(id)
    if (known !== undefined) return known
    let site = false
    let bench = false
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const url = byId.get(at)?.callFrame.url ?? ''
      if (url.endsWith('index.js')) site = true
      else if (url.endsWith('main.js')) bench = true
    }
    const verdict = site || !bench
    handlerNode.set(id, verdict)
    return verdict
  }
  const partOf = (id: number): IsolatePart => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame
      if (!frame?.url) continue
      if (frame.url.startsWith('cloudflare-internal:d1')) return 'D1 client'
      if (!frame.url.endsWith('index.js')) return 'the rest'
      const module = modules[frame.lineNumber] ?? ''
      if (module.includes('postal-mime')) return 'parsing (postal-mime)'
      return module.startsWith('src/server/conversation/') ? 'reading and history' : 'the rest'
    }
    return 'the rest'
  }
  const parts = Object.fromEntries(isolateParts.map((part) => [part, 0])) as Record<
    IsolatePart,
    number
  >
  let handler = 0
  let busy = 0
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame
    // A sample stands for the time until the next one (the last: one interval).
    const us = profile.timeDeltas[index + 1] ?? intervalUs
    if (!frame || frame.functionName === '(idle)') return
    busy += us
    // The root, or V8's "(program)": the thread in workerd's own code, no isolate's work.
    if (frame.functionName === '(root)' || frame.functionName === '(program)') return
    if (waiting(frame)) return
    const part = frame.functionName === '(garbage collector)' ? 'garbage collection' : null
    if (part === null && !isHandler(id)) return
    handler += us
    parts[part ?? partOf(id)] += us / 1000
  })
  return { handler: handler / 1000, parts, busy: busy / 1000 }
}

/** Connects to the isolate of `worker` behind Miniflare's inspector proxy at `inspectorUrl`. */
export async function profileIsolate(inspectorUrl: URL, worker: string): Promise<IsolateProfiler> {
  const socket = new WebSocket(new URL(`/${worker}`, inspectorUrl).href.replace(/^http/, 'ws'), {
    // The proxy refuses a connection that names no local origin (Node's WebSocket takes headers).
    headers: { origin: 'http://localhost' },
  } as unknown as string[])
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let next = 0
  const pending = new Map<number, (result: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id === undefined) return
    pending.get(message.id)?.(message.result)
    pending.delete(message.id)
  })
  const send = (method: string, params: Record<string, unknown> = {}) => {
    next += 1
    const id = next
    socket.send(JSON.stringify({ id, method, params }))
    return new Promise<unknown>((resolve) => pending.set(id, resolve))
  }
  const modules = bundleModules()
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: intervalUs })
  return {
    start: async () => {
      await send('Profiler.start')
    },
    stop: async () => {
      const { profile } = (await send('Profiler.stop')) as { profile: Profile }
      return { ...samplesOf(profile, modules), profile }
    },
    close: () => socket.close(),
  }
}
