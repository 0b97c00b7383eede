// The inbox benchmark's burst figure: 200 one-letter searches sent at once by one staff member (a
// script with a stolen or careless token, a stuck key) on 20,000 messages, and a visitor's contact
// post sent while they are under way, against the same post alone, in turns. Each round signs in a
// member who has not searched yet, so every burst meets a whole quota of the search limit (docs/decisions.md,
// "Searches are limited per staff member"). Locally one workerd thread runs the worker, D1 and
// every socket, and reads a socket only when nothing else is ready: the post waits for whatever
// the burst makes the thread do, which is what the figure shows.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { JWK } from 'jose'
import { startBuiltWorker } from '../built-worker.ts'
import { signLocalToken } from '../inbox-local.ts'
import { postContacts } from './inbox-contention.ts'
import { seed } from './inbox-seed.ts'
import { median } from './median.ts'

export type BurstFigures = {
  messages: number
  searches: number
  rounds: number
  /** Medians over the rounds, in ms: the post alone, the post during the burst, the whole burst. */
  alone: number
  during: number
  burst: number
  /** workerd's CPU time for a burst (median, ms): what the thread had to do before the post. */
  burstCpu: number
  /** Answers to the burst's searches by status, over every round. */
  statuses: Record<string, number>
}

/** The target: a visitor's post within 1.5 s while the burst runs. */
export const burstTargetMs = 1500

const letters = 'aeionrst'
/** CPU time (user + system, ms) of the workerd processes this process started. */
function workerdCpuMs(): number {
  const pids = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
  let ticks = 0
  for (const pid of pids.split('\n').filter(Boolean)) {
    const file = `/proc/${pid}/stat`
    if (!existsSync(file)) continue
    const stat = readFileSync(file, 'utf8')
    if (!stat.includes('(workerd)')) continue
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10 // clock ticks of 10 ms (USER_HZ 100)
}

/** `count` searches at once by the holder of `token`; resolves with each answer's status. */
function burstOfSearches(origin: string, token: string, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, n): Promise<number | string> => {
      const letter = letters[n % letters.length]
      try {
        const response = await fetch(`${origin}/inbox?state=all&q=${letter}`, {
          headers: { 'Cf-Access-Jwt-Assertion': token },
        })
        await response.arrayBuffer()
        return response.status
      } catch (error) {
        // Counted, never hidden: a connection workerd dropped under the burst.
        return `failed (${String((error as Error).cause ?? error)})`
      }
    }),
  )
}

export async function measureBurst(
  access: { privateJwk: JWK; vars: Record<string, string> },
  log: (step: string) => void,
  rounds = Number(process.env.BENCH_BURST_ROUNDS ?? 5),
  messages = 20_000,
  searches = 200,
): Promise<BurstFigures> {
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-bench-burst-'))
  const worker = await startBuiltWorker({ stateDir, vars: access.vars })
  try {
    log(`inbox: ${searches} one-letter searches at once on ${messages} messages, ${rounds} rounds`)
    await seed(await worker.miniflare.getD1Database('DB'), 1, messages)
    const origin = worker.url.origin
    await postContacts(origin, 10, 1) // warm
    const alone: number[] = []
    const during: number[] = []
    const bursts: number[] = []
    const cpu: number[] = []
    const statuses: Record<string, number> = {}
    for (let round = 0; round < rounds; round++) {
      alone.push(median(await postContacts(origin, 3, 1)))
      const token = await signLocalToken(access.privateJwk, `burst-${round}@lumen.example`)
      const cpuBefore = workerdCpuMs()
      const started = performance.now()
      const burst = burstOfSearches(origin, token, searches)
      // The searches on their way first, as a script sends them; then the visitor.
      await new Promise((resolve) => setTimeout(resolve, 10))
      const [post] = await postContacts(origin, 1, 1)
      during.push(post ?? Number.NaN)
      for (const status of await burst) statuses[status] = (statuses[status] ?? 0) + 1
      bursts.push(performance.now() - started)
      cpu.push(workerdCpuMs() - cpuBefore)
    }
    return {
      messages,
      searches,
      rounds,
      alone: median(alone),
      during: median(during),
      burst: median(bursts),
      burstCpu: median(cpu),
      statuses,
    }
  } finally {
    await worker.dispose()
    rmSync(stateDir, { recursive: true, force: true })
  }
}
