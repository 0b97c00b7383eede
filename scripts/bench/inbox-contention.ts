// The inbox benchmark's contention figure: D1 runs one statement at a time per database, so staff
// searching and exporting must not make a visitor's contact post wait. The contact form's latency
// is measured alone, then while staff loops search (one-letter prefixes included) and export a
// search, all at once, against the 100,000-message database.

export type ContentionFigures = {
  posts: number
  staffLoops: number
  staffRequests: number
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

/** A staff member's loop over searches and exports, each read to its end, until `stop()`. */
async function staffLoop(
  origin: string,
  headers: HeadersInit,
  paths: string[],
  done: () => boolean,
) {
  let requests = 0
  for (let i = 0; !done(); i++) {
    const response = await fetch(`${origin}${paths[i % paths.length]}`, { headers })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${paths[i % paths.length]}: ${response.status}`)
    requests += 1
  }
  return requests
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
  const loops = [
    ...[0, 1, 2].map((n) => staffLoop(origin, headers, searches.slice(n), () => finished)),
    ...exports.map((path) => staffLoop(origin, headers, [path], () => finished)),
  ]
  const loaded = await postContacts(origin, posts, senders).finally(() => {
    finished = true
  })
  const staffRequests = (await Promise.all(loops)).reduce((sum, n) => sum + n, 0)
  const figures = (times: number[]) => ({ p50: percentile(times, 50), p99: percentile(times, 99) })
  return {
    posts,
    staffLoops: loops.length,
    staffRequests,
    alone: figures(alone),
    loaded: figures(loaded),
  }
}
