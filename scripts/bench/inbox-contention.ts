// The inbox benchmark's contention figure: D1 runs one statement at a time per database, so staff
// searching and exporting must not make a visitor's contact post wait. The contact form's latency
// is measured alone, then while one staff member searches (one-letter prefixes included) and
// another exports searches, request after request, against the 100,000-message database.

export type ContentionFigures = {
  posts: number
  staffLoops: number
  staffRequests: number
  /** Staff requests that failed (status or network), each with why: none expected. */
  failures: string[]
  alone: { p50: number; p99: number }
  loaded: { p50: number; p99: number }
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
async function postContacts(origin: string, count: number, senders: number): Promise<number[]> {
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

/** A staff member's loop over searches and exports, each read to its end, until `done()`. */
async function staffLoop(
  origin: string,
  headers: HeadersInit,
  paths: string[],
  done: () => boolean,
) {
  let requests = 0
  const failures: string[] = []
  for (let i = 0; !done(); i++) {
    const path = paths[i % paths.length]
    const started = performance.now()
    try {
      const response = await fetch(`${origin}${path}`, { headers })
      await response.arrayBuffer()
      if (response.status !== 200) failures.push(`${path}: ${response.status}`)
    } catch (error) {
      const ms = (performance.now() - started).toFixed(0)
      failures.push(`${path}: ${String((error as Error).cause ?? error)} after ${ms} ms`)
    }
    requests += 1
  }
  return { requests, failures }
}

/** The contact form's p50/p99 alone, then with `staffLoops` staff searching and exporting. */
export async function measureContention(
  origin: string,
  headers: HeadersInit,
  posts = Number(process.env.BENCH_CONTENTION_POSTS ?? 300),
): Promise<ContentionFigures> {
  const senders = 2
  await postContacts(origin, 20, senders) // warm
  const alone = await postContacts(origin, posts, senders)
  let finished = false
  // One staff member searching, another exporting, back to back, for as long as the posts last.
  const loops = [
    staffLoop(origin, headers, searches, () => finished),
    staffLoop(origin, headers, exports, () => finished),
  ]
  const loaded = await postContacts(origin, posts, senders).finally(() => {
    finished = true
  })
  const staff = await Promise.all(loops)
  const staffRequests = staff.reduce((sum, loop) => sum + loop.requests, 0)
  const failures = staff.flatMap((loop) => loop.failures)
  const figures = (times: number[]) => ({ p50: percentile(times, 50), p99: percentile(times, 99) })
  return {
    posts,
    staffLoops: loops.length,
    staffRequests,
    failures,
    alone: figures(alone),
    loaded: figures(loaded),
  }
}
