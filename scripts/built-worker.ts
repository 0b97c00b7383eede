// Serves the production build (dist/) in workerd through Miniflare's API, with no Vite in the path.
// `npm start` runs it (on PORT, with the state `wrangler d1 migrations apply --local` writes and
// the settings of .dev.vars); the browser tests and the benchmark too, each on a database of its own.
// GET /cdn-cgi/handler/scheduled runs the worker's scheduled job once, and POST
// /cdn-cgi/handler/email?from=…&to=… hands a raw mail to its email() handler, as `wrangler dev` does.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions, unstable_splitSqlQuery } from 'wrangler'
import { conversationSettingsProblem } from '../src/server/settings/conversation.ts'
import { notifySettingsProblem } from '../src/server/settings/email.ts'
import { emailTrigger } from './email-trigger.ts'
import { scheduledTrigger } from './scheduled-trigger.ts'

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
  /** A local `send_email` binding of this name (each message written to a file, not sent). */
  sendEmail?: string
  /**
   * Print what Miniflare reports (the file each sent mail was written to, an email() handler's
   * refusal, the worker's console) instead of nothing; `npm start` does.
   */
  verbose?: boolean
  /** Workers beside the site (a stand-in for a binding, say) and the site's service bindings to them. */
  services?: { workers: Record<string, unknown>[]; bindings: Record<string, unknown> }
  /**
   * A module served in the build's place that imports it (`./index.js`): a benchmark's way to call
   * a handler no request reaches, such as email(), inside workerd with the site's bindings.
   */
  mainModule?: string
  /**
   * Miniflare's local explorer at /cdn-cgi/local/explorer: its API lists what the local
   * `send_email` binding was given, headers included (`/api/local/email/sending`).
   */
  explorer?: boolean
  /**
   * The site's V8 inspector, behind Miniflare's proxy (its URL from `miniflare.getInspectorURL()`,
   * the site at `/site`): the mail benchmark reads the isolate's CPU profile through it.
   */
  inspector?: boolean
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

const hasSendEmail = (options: { email?: { send_email?: { name: string }[] } }, name: string) =>
  options.email?.send_email?.some((binding) => binding.name === name) ?? false

/**
 * Notifications half configured (a recipient but no sender), or the conversation (a school
 * sender without the binding or the signing secret), stop the start with the reason, as the
 * worker would report it on every message: better now than in the outbox's last_error.
 */
function refuseIncompleteSettings(bindings: Record<string, unknown>, mailer: boolean) {
  const text = (name: string) => (typeof bindings[name] === 'string' ? bindings[name] : undefined)
  const problem =
    notifySettingsProblem({
      mailer,
      to: text('CONTACT_NOTIFY_TO'),
      from: text('CONTACT_NOTIFY_FROM'),
    }) ??
    conversationSettingsProblem({
      mailer,
      from: text('SCHOOL_MAIL_FROM'),
      secret: text('REPLY_TOKEN_SECRET'),
    })
  if (problem) throw new Error(`Settings (wrangler.toml, .dev.vars): ${problem}`)
}

/** Starts the built worker on 127.0.0.1 with a migrated D1 database; resolves once it listens. */
export async function startBuiltWorker({
  stateDir,
  port = 0,
  vars = {},
  sendEmail,
  verbose = false,
  services,
  mainModule,
  explorer = false,
  inspector = false,
}: BuiltWorkerOptions): Promise<BuiltWorker> {
  if (!existsSync(builtConfig)) {
    throw new Error(`No production build (${builtConfig}): run \`npm run build\` first.`)
  }
  const { workerOptions } = unstable_getMiniflareWorkerOptions(builtConfig)
  // The build is one self-contained module: no rules for finding others.
  const { modulesRules: _, ...options } = workerOptions
  const bindings = { ...(options.bindings as Record<string, unknown>), ...vars }
  refuseIncompleteSettings(
    bindings,
    Boolean(sendEmail) ||
      hasSendEmail(options, 'CONTACT_EMAIL') ||
      Boolean(services?.bindings.CONTACT_EMAIL),
  )
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          ...options,
          name: 'site',
          ...(mainModule
            ? {
                modules: [
                  { type: 'ESModule', path: 'main.js', contents: mainModule },
                  { type: 'ESModule', path: 'index.js' },
                ],
              }
            : { modules: true, scriptPath: 'index.js' }), // relative to the config's folder, dist/ssr
          bindings,
          ...(sendEmail ? { email: { send_email: [{ name: sendEmail }] } } : {}),
          ...(services ? { serviceBindings: services.bindings } : {}),
          ...(inspector ? { unsafeInspectorProxy: true } : {}),
        },
        scheduledTrigger({ site: 'site', compatibilityDate: options.compatibilityDate as string }),
        emailTrigger({ compatibilityDate: options.compatibilityDate as string }),
        ...(services?.workers ?? []),
      ],
      // Miniflare's own /cdn-cgi/local/email (and /scheduled), behind email-trigger.ts's rewrite.
      unsafeTriggerHandlers: true,
      ...(explorer ? { unsafeLocalExplorer: true } : {}),
      ...(inspector ? { inspectorPort: 0 } : {}),
      host: '127.0.0.1',
      port,
      cf: false,
      logRequests: false, // a line per request, through Node: costly under load
      ...(verbose ? { log: new Log(LogLevel.INFO) } : {}),
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

// As a command: `node scripts/built-worker.ts [stateDir] [port] [--local-mail]` serves the build
// until stopped, printing its URL on a line of its own first. `npm start` runs it on PORT (8787)
// with the state of `wrangler d1 migrations apply --local`, and --local-mail; the benchmark, apart
// from the process that loads it, without.
if (import.meta.main) {
  const args = process.argv.slice(2)
  const [stateDir = '.wrangler/state/v3', port = process.env.PORT ?? '8787'] = args.filter(
    (arg) => !arg.startsWith('--'),
  )
  // --local-mail: the CONTACT_EMAIL binding, writing every mail to a file (never sending it), so
  // notifications and the conversation work locally once their settings are in .dev.vars; and
  // Miniflare's log, which names each file. The benchmark measures the site without either.
  const localMail = args.includes('--local-mail')
  const worker = await startBuiltWorker({
    stateDir,
    port: Number(port),
    ...(localMail ? { sendEmail: 'CONTACT_EMAIL', verbose: true } : {}),
  })
  const origin = worker.url.origin
  console.log(origin)
  console.log(`Scheduled job, once: curl "${origin}/cdn-cgi/handler/scheduled"`)
  console.log(
    `A mail in: curl -X POST "${origin}/cdn-cgi/handler/email?from=<sender>&to=<reply address>" --data-binary @mail.eml`,
  )
  const stop = () => void worker.dispose().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
