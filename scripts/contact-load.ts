// Sends many valid contact messages at once and checks that every accepted one was stored.
//
//   node scripts/contact-load.ts [baseURL] [count] [concurrency] [stateDir]
//
// Defaults: http://localhost:8787, 1000 messages, all at once, the local state of `npm start`
// (.wrangler/state/v3). Each message comes from its own address (CF-Connecting-IP, which a client
// may set locally but not at Cloudflare's edge), so a per-address rate limit does not refuse it.
import { DatabaseSync } from 'node:sqlite'
import { d1File } from './built-worker.ts'

export type LoadResult = {
  sent: number
  /** Answers by status code; 0 counts network errors. */
  statuses: Record<number, number>
  /** Rows in D1 carrying this run's tag. */
  stored: number
}

/** The address of the n-th simulated visitor: one of 2^24 in 10.0.0.0/8. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

export async function sendContactMessages(options: {
  baseURL: string
  count: number
  concurrency: number
  stateDir: string
}): Promise<LoadResult> {
  const run = `load-${Date.now()}`
  const statuses: Record<number, number> = {}
  let next = 0
  async function sender() {
    while (next < options.count) {
      const n = next++
      const status = await fetch(new URL('/api/contact/send', options.baseURL), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'CF-Connecting-IP': addressOf(n + 1),
          'User-Agent': 'contact-load',
        },
        body: JSON.stringify({
          name: `Load test ${n}`,
          email: `${run}+${n}@example.com`,
          message: `Message ${n} of run ${run}.`,
        }),
      }).then(
        async (response) => {
          await response.arrayBuffer()
          return response.status
        },
        () => 0,
      )
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, sender))

  const db = new DatabaseSync(d1File(options.stateDir), { readOnly: true })
  const row = db
    .prepare('SELECT COUNT(*) AS stored FROM contact_messages WHERE email LIKE ?')
    .get(`${run}+%`) as { stored: number }
  db.close()
  return { sent: options.count, statuses, stored: row.stored }
}

if (import.meta.main) {
  const [baseURL = 'http://localhost:8787', count = '1000', concurrency, stateDir] =
    process.argv.slice(2)
  const result = await sendContactMessages({
    baseURL,
    count: Number(count),
    concurrency: Number(concurrency ?? count),
    stateDir: stateDir ?? '.wrangler/state/v3',
  })
  const accepted = Object.entries(result.statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0)
  console.log(`sent ${result.sent}, answered ${JSON.stringify(result.statuses)}`)
  console.log(`accepted (2xx) ${accepted}, rows stored ${result.stored}`)
  if (accepted !== result.sent || result.stored !== accepted) process.exitCode = 1
}
