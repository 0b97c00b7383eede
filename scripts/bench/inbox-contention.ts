// The inbox benchmark's contention figure: D1 runs one statement at a time per database, so staff
// searching and exporting must not make a visitor's contact post wait. The contact form's latency
// is measured alone, then while one staff member searches (one-letter prefixes included) and
// another exports searches, request after request, against the 100,000-message database; in
// turns, alone and busy, so other work on the machine weighs on both alike. The staff run on a
// thread of their own (inbox-staff.ts): the posts' answers are read on a thread that does nothing
// else, as each visitor's browser would. Each staff request is signed as the next of many members
// (inbox-members.ts), so the per-member search limit refuses none: this figure is the pages' cost.
import { Worker } from 'node:worker_threads'
import type { StaffData, StaffReport } from './inbox-staff.ts'

export type ContentionFigures = {
  /** Contact posts timed of each kind (alone, with staff busy). */
  posts: number
  /** Turns of each kind, in alternation; each turn's p99 is over `posts / rounds` posts. */
  rounds: number
  staffLoops: number
  staffRequests: number
  /** Staff requests that failed (status or network), each with why: none expected. */
  failures: string[]
  /** p50 over every post of the kind; p99 the median of the turns' own p99s. */
  alone: { p50: number; p99: number; turnP99s: number[] }
  loaded: { p50: number; p99: number; turnP99s: number[] }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Searches a staff member might make, from the costliest (one letter, everything) down. */
const searches = [
  '/inbox?state=all&q=a',
  '/inbox?q=e',
  '/inbox?state=spam&q=a',
  '/inbox?state=all&q=hello',
  '/inbox?state=handled&q=ref',
  '/inbox?state=all&q=evening',
  '/inbox?state=all&q=about+course',
]
const exports = ['/inbox/export.csv?state=all&q=a', '/inbox/export.csv?state=new&q=e']

let visitor = 0

/** Contact posts one after another from `senders` visitors at once; each post's ms. */
export async function postContacts(
  origin: string,
  count: number,
  senders: number,
): Promise<number[]> {
  const times: number[] = []
  let next = 0
  async function sender() {
    while (next < count) {
      next += 1
      visitor += 1
      const started = performance.now()
      const response = await fetch(`${origin}/api/contact/send`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // Each post from an address of its own, so the rate limit refuses none (locally only).
          'CF-Connecting-IP': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
        body: JSON.stringify({
          name: `Contention ${visitor}`,
          email: `contention${visitor}@example.com`,
          message: 'Do you run evening classes for the PERN stack course?',
        }),
      })
      await response.arrayBuffer()
      if (response.status !== 201) throw new Error(`a contact post answered ${response.status}`)
      times.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: senders }, sender))
  return times
}

/** Staff searching and exporting on a thread of their own, until `stop()` says enough. */
function startStaff(origin: string, tokens: string[]) {
  const data: StaffData = { origin, tokens, loops: [searches, exports] }
  const thread = new Worker(new URL('./inbox-staff.ts', import.meta.url), { workerData: data })
  const report = new Promise<StaffReport>((resolve, reject) => {
    thread.once('message', resolve)
    thread.once('error', reject)
  })
  return {
    /** Lets each member finish the request under way (read to its end), then reports. */
    stop: async () => {
      thread.postMessage('stop')
      const result = await report
      await thread.terminate()
      return result
    },
  }
}

/**
 * The contact form's p50/p99 alone and with staff searching and exporting, in `rounds` turns of
 * each (alone, busy, alone, busy…): a machine busy with other work for a while slows both kinds
 * alike instead of one. The p50 pools each kind's posts; the p99 is the median of the turns'
 * p99s, each over 200 posts: a pooled p99 is its few slowest posts, which one turn disturbed by
 * the machine's other work decides alone (60 ms against a p50 of 20, alone).
 */
export async function measureContention(
  origin: string,
  tokens: string[],
  posts = Number(process.env.BENCH_CONTENTION_POSTS ?? 2000),
  rounds = 10,
): Promise<ContentionFigures> {
  const senders = 2
  const perRound = Math.ceil(posts / rounds)
  await postContacts(origin, 20, senders) // warm
  const alone: number[][] = []
  const loaded: number[][] = []
  let staffRequests = 0
  const failures: string[] = []
  for (let round = 0; round < rounds; round++) {
    alone.push(await postContacts(origin, perRound, senders))
    const staff = startStaff(origin, tokens)
    // The staff's first requests under way before the first timed post.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const times = await postContacts(origin, perRound, senders).finally(async () => {
      const report = await staff.stop()
      staffRequests += report.requests
      failures.push(...report.failures)
    })
    loaded.push(times)
  }
  const figures = (turns: number[][]) => {
    const turnP99s = turns.map((times) => percentile(times, 99))
    return { p50: percentile(turns.flat(), 50), p99: percentile(turnP99s, 50), turnP99s }
  }
  return {
    posts: alone.flat().length,
    rounds,
    staffLoops: 2,
    staffRequests,
    failures,
    alone: figures(alone),
    loaded: figures(loaded),
  }
}
