// Serves the production build (dist/) in workerd through Miniflare's API, with no Vite in the path.
// The browser tests and the benchmark run the site this way, each on a database of its own.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from 'wrangler'

/** The deployable config the Vite build writes beside the worker bundle. */
const builtConfig = 'dist/ssr/wrangler.json'
const migrationsDir = 'migrations'

export type BuiltWorkerOptions = {
  /** Folder for the worker's local state (D1 lives in `d1/` under it). */
  stateDir: string
  /** 0 picks a free port. */
  port?: number
  /** Extra plain-text bindings, as `[vars]` would give them. */
  vars?: Record<string, string>
}

export type BuiltWorker = { url: URL; miniflare: Miniflare; dispose: () => Promise<void> }

/**
 * Applies the migrations not yet applied, in order, recording each in the table
 * `wrangler d1 migrations apply` keeps, so either tool can carry on from the other.
 */
async function migrate(db: Awaited<ReturnType<Miniflare['getD1Database']>>) {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)',
  )
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()
  const applied = new Set(results.map((row: { name: string }) => row.name))
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort()
  for (const file of files) {
    const statements = unstable_splitSqlQuery(readFileSync(join(migrationsDir, file), 'utf8'))
    await db.batch([
      ...statements.map((sql) => db.prepare(sql)),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(file),
    ])
  }
}

/** Starts the built worker on 127.0.0.1 with a migrated D1 database; resolves once it listens. */
export async function startBuiltWorker({
  stateDir,
  port = 0,
  vars = {},
}: BuiltWorkerOptions): Promise<BuiltWorker> {
  if (!existsSync(builtConfig)) {
    throw new Error(`No production build (${builtConfig}): run \`npm run build\` first.`)
  }
  const { workerOptions } = unstable_getMiniflareWorkerOptions(builtConfig)
  // The build is one self-contained module: no rules for finding others.
  const { modulesRules: _, ...options } = workerOptions
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          ...options,
          name: 'site',
          modules: true,
          scriptPath: 'index.js', // relative to the config's folder, dist/ssr
          bindings: { ...(options.bindings as Record<string, unknown>), ...vars },
        },
      ],
      host: '127.0.0.1',
      port,
      cf: false,
      logRequests: false, // a line per request, through Node: costly under load
      resourcePersistencePath: stateDir,
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  )
  const url = await miniflare.ready
  await migrate(await miniflare.getD1Database('DB'))
  return { url, miniflare, dispose: () => miniflare.dispose() }
}

/** The SQLite file behind the worker's D1 database, for reading rows from another process. */
export function d1File(stateDir: string): string {
  const dir = join(stateDir, 'd1', 'miniflare-D1DatabaseObject')
  const file = readdirSync(dir).find(
    (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
  )
  if (!file) throw new Error(`No D1 database under ${dir}`)
  return join(dir, file)
}

// As a command: `node scripts/built-worker.ts [stateDir] [port]` serves the build until stopped,
// printing its URL first. The benchmark runs it so, apart from the process that loads it.
if (import.meta.main) {
  const [stateDir = '.wrangler/state/v3', port = '0'] = process.argv.slice(2)
  const worker = await startBuiltWorker({ stateDir, port: Number(port) })
  console.log(worker.url.origin)
  const stop = () => void worker.dispose().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
