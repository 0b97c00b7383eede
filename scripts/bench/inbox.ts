// The inbox at 1,000 and at 100,000 messages, in one run: the list's first page, a deep page by
// cursor, two searches and the full CSV export, against the built worker in workerd (Miniflare's
// API), signed in with a local Access key. Two workers, one database each, are timed in turn,
// request by request, so a busy machine slows both sizes alike and the ratio stays honest. Then a
// burst of searches on 20,000 messages (inbox-burst.ts), on a worker of its own.
// Run alone with `BENCH_ONLY=inbox npm run bench`: only its section of BENCHMARKS.md changes.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BuiltWorker, startBuiltWorker } from '../built-worker.ts'
import { makeLocalAccess } from '../inbox-local.ts'
import { type BurstFigures, measureBurst } from './inbox-burst.ts'
import { type ContentionFigures, measureContention } from './inbox-contention.ts'
import { type ExportFigures, exportAll } from './inbox-export.ts'
import { inTurn, staffTokens } from './inbox-members.ts'
import { deepCursor, seed } from './inbox-seed.ts'
import { median } from './median.ts'

export { inboxReport } from './inbox-report.ts'

const rounds = Number(process.env.BENCH_INBOX_ROUNDS ?? 25)

export type InboxTiming = { name: string; at1k: number; at100k: number; limit: number | null }
export type InboxBench = {
  rounds: number
  timings: InboxTiming[]
  exports: ExportFigures[]
  contention: ContentionFigures
  burst: BurstFigures
}

/** Targets of the issue: 100k within this many times the 1k figure. */
const limits: Record<string, number> = {
  'first page (New)': 1.5,
  'deep page by cursor (90 % down New)': 1.5,
  'search, a name in 5 messages': 3,
}

/** One request read to its end, in ms. */
async function once(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

type Site = { size: number; worker: BuiltWorker; stateDir: string; paths: Record<string, string> }

async function startSite(size: number, vars: Record<string, string>): Promise<Site> {
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-bench-inbox-'))
  const worker = await startBuiltWorker({ stateDir, vars })
  const db = await worker.miniflare.getD1Database('DB')
  await seed(db, 1, size)
  const cursor = await deepCursor(db, Math.floor(size * 0.8))
  const paths = {
    'first page (New)': '/inbox',
    'deep page by cursor (90 % down New)': `/inbox?after=${cursor}`,
    'search, a name in 5 messages': '/inbox?state=all&q=hopper',
    'search, a word in 1 % of messages': '/inbox?state=all&q=evening',
    'search, a word in 1 % of answers': '/inbox?state=all&q=weekend',
  }
  return { size, worker, stateDir, paths }
}

async function stopSite(site: Site) {
  await site.worker.dispose()
  rmSync(site.stateDir, { recursive: true, force: true })
}

export async function measureInbox(log: (step: string) => void): Promise<InboxBench> {
  const access = await makeLocalAccess()
  // Each request signed as the next of many staff members: no search meets the per-member limit.
  const tokens = await staffTokens(access.privateJwk)
  const member = inTurn(tokens)
  log('inbox: seeding 1,000 and 100,000 messages, a database each')
  const small = await startSite(1_000, access.vars)
  const large = await startSite(100_000, access.vars).catch(async (error) => {
    await stopSite(small)
    throw error
  })
  const sites = [small, large]
  try {
    log(`inbox: ${rounds} rounds, each request at both sizes in turn (after 3 to warm)`)
    const samples = new Map<string, number[]>()
    for (let round = -3; round < rounds; round++) {
      for (const name of Object.keys(small.paths)) {
        for (const site of sites) {
          const ms = await once(`${site.worker.url.origin}${site.paths[name]}`, member())
          const key = `${name}|${site.size}`
          if (round >= 0) samples.set(key, [...(samples.get(key) ?? []), ms])
        }
      }
    }
    const timings = Object.keys(small.paths).map((name) => ({
      name,
      at1k: median(samples.get(`${name}|1000`) ?? []),
      at100k: median(samples.get(`${name}|100000`) ?? []),
      limit: limits[name] ?? null,
    }))
    const exportUrl = (site: Site) => `${site.worker.url.origin}/inbox/export.csv?state=all`
    log('inbox: the full CSV export at 1,000')
    const exports = [await exportAll('1,000 messages', exportUrl(small), member(), 1_000)]
    await stopSite(small)
    sites.shift()
    // Twice: the first read also fills SQLite's page cache; the second shows the stream alone.
    log('inbox: the full CSV export at 100,000, twice')
    exports.push(await exportAll('100,000 messages', exportUrl(large), member(), 100_000))
    exports.push(await exportAll('100,000 again', exportUrl(large), member(), 100_000))
    log('inbox: contact posts alone and while staff search and export at 100,000, in turns')
    const contention = await measureContention(large.worker.url.origin, tokens)
    await stopSite(large)
    sites.shift()
    const burst = await measureBurst(access, log)
    return { rounds, timings, exports, contention, burst }
  } finally {
    for (const site of sites) await stopSite(site)
  }
}
