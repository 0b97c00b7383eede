// `BENCH_ONLY=admissions npm run bench`: the room of applications at 20,000 applications against
// the message list at 20,000 messages, both in one local D1 behind one built worker in workerd
// (Miniflare's API), signed in with a local Access key. Each view of the room and its equivalent
// in the message list are requested back to back, round after round, and compared by the median
// of the rounds' ratios: on a shared machine a pair sees one moment's load, where two medians
// taken apart may not. Then a visitor's application while one staff member's 200 searches run
// (admissions-burst.ts), and 50 applications at once from one mailbox (admissions-apply.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBuiltWorker } from '../built-worker.ts'
import { makeLocalAccess } from '../inbox-local.ts'
import { applyAtOnce, type RaceFigures } from './admissions-apply.ts'
import { type ApplyBurstFigures, applyDuringSearches } from './admissions-burst.ts'
import { benchCohorts, defaultCohort, seedApplications, seedHistories } from './admissions-seed.ts'
import { pairs } from './admissions-views.ts'
import { inTurn, staffTokens } from './inbox-members.ts'
import { type Db, seed } from './inbox-seed.ts'
import { median } from './median.ts'

const rounds = Number(process.env.BENCH_ADMISSIONS_ROUNDS ?? 40)
const size = 20_000

/** Medians of each side, and of the rounds' ratios (room / list). */
export type AdmissionsTiming = {
  name: string
  room: string
  list: string
  roomMs: number
  listMs: number
  ratio: number
}
export type SeedCounts = Record<
  'applications' | 'defaultCohort' | 'moves' | 'entries' | 'answers' | 'notes' | 'messages',
  number
>
export type AdmissionsBench = {
  rounds: number
  /** The machine's 1-minute load average as the timed rounds began and ended. */
  load: [number, number]
  seeded: SeedCounts
  timings: AdmissionsTiming[]
  burst: ApplyBurstFigures
  race: RaceFigures
}

/** One request read to its end, in ms. */
async function once(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return performance.now() - started
}

async function count(db: Db, where: string, table = 'applications') {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .first<{ n: number }>()
  return row?.n ?? 0
}

export async function measureAdmissions(log: (step: string) => void): Promise<AdmissionsBench> {
  const access = await makeLocalAccess()
  const tokens = await staffTokens(access.privateJwk)
  const member = inTurn(tokens)
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-bench-admissions-'))
  const worker = await startBuiltWorker({
    stateDir,
    sendEmail: 'CONTACT_EMAIL',
    vars: {
      ...access.vars,
      SCHOOL_MAIL_FROM: 'hello@lumen.bench',
      REPLY_TOKEN_SECRET: 'bench-secret-0123456789abcdef0123456789',
      SITE_ORIGIN: 'http://localhost',
    },
  })
  try {
    const origin = worker.url.origin
    const db = await worker.miniflare.getD1Database('DB')
    log(`admissions: seeding ${size} applications and ${size} messages in one database`)
    await db
      .prepare(
        `INSERT INTO content_revisions (body, published_by, published_at, note)
         VALUES (?, 'bench@lumen.example', ?, 'bench')`,
      )
      .bind(JSON.stringify({ cohort: { cohorts: benchCohorts } }), new Date().toISOString())
      .run()
    await seedApplications(db, 1, size)
    await seedHistories(db)
    await seed(db, 1, size)
    const seeded: SeedCounts = {
      applications: await count(db, '1'),
      defaultCohort: await count(db, `cohort = '${defaultCohort}'`),
      moves: await count(db, '1', 'application_moves'),
      entries: await count(db, "kind = 'message'", 'application_entries'),
      answers: await count(db, "kind = 'answer'", 'application_entries'),
      notes: await count(db, '1', 'application_notes'),
      messages: await count(db, '1', 'contact_messages'),
    }
    // Each isolate reads the published content every few seconds: wait until /apply offers it.
    for (const until = Date.now() + 15_000; ; ) {
      if ((await (await fetch(`${origin}/apply`)).text()).includes('name="goals"')) break
      if (Date.now() > until) throw new Error('the site does not serve the published cohorts')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const compared = await pairs(db, origin, member(), size)
    log(
      `admissions: ${rounds} rounds, each view of the room beside the message list's (after 3 to warm)`,
    )
    // Per view, each round's pair of times: they ran back to back, so their ratio saw one machine.
    const samples = new Map<string, { room: number; list: number }[]>()
    const loadBefore = loadavg()[0] ?? Number.NaN
    for (let round = -3; round < rounds; round++) {
      for (const [name, room, list] of compared) {
        // Which goes first alternates, so neither always meets a cache the other warmed.
        const first = round % 2 ? list : room
        const second = first === room ? list : room
        const times = { [first]: await once(`${origin}${first}`, member()) }
        times[second] = await once(`${origin}${second}`, member())
        const pair = { room: times[room] ?? Number.NaN, list: times[list] ?? Number.NaN }
        if (round >= 0) samples.set(name, [...(samples.get(name) ?? []), pair])
      }
    }
    const load: [number, number] = [loadBefore, loadavg()[0] ?? Number.NaN]
    const timings = compared.map(([name, room, list]) => {
      const pairs = samples.get(name) ?? []
      return {
        name,
        room,
        list,
        roomMs: median(pairs.map((pair) => pair.room)),
        listMs: median(pairs.map((pair) => pair.list)),
        ratio: median(pairs.map((pair) => pair.room / pair.list)),
      }
    })
    log("admissions: an application alone and during a staff member's 200 searches, 5 rounds")
    const burst = await applyDuringSearches(origin, db, {
      privateJwk: access.privateJwk,
      cohort: defaultCohort,
    })
    log('admissions: 50 applications at once from one mailbox to one cohort')
    const race = await applyAtOnce(origin, db, '2027-06-01')
    return { rounds, load, seeded, timings, burst, race }
  } finally {
    await worker.dispose()
    rmSync(stateDir, { recursive: true, force: true })
  }
}
