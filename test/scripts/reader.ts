// The project as a reader of the docs has it, in a folder of the test's own: the commands run
// the way the docs show them (`npm run <script> …`, `npx node scripts/…`) as child processes,
// never through Vitest's resolver, with the PATH of the reader's shell: npm puts the project's
// node_modules/.bin (Node 24) first on the suite's PATH, which a reader's shell does not have, so
// a command that only works with it (`node scripts/….ts` on the machine's Node 20) fails here too.
// Settings and local state (.dev.vars, .wrangler/) are the folder's own, so the developer's are
// never read or written.
import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const repo = new URL('../../', import.meta.url).pathname

/** The environment of a reader's shell: the suite's, without the node_modules/.bin npm added. */
export function readerEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const path = (process.env.PATH ?? '')
    .split(':')
    .filter((entry) => !entry.endsWith('node_modules/.bin'))
    .join(':')
  return { ...process.env, PATH: path, ...env }
}

/** What a clone holds that the commands read; the rest (settings, state, dist/) starts empty. */
const shared = ['package.json', 'scripts', 'src', 'migrations', 'node_modules']

export type Project = {
  dir: string
  /** `npm run <script> [args…]` in the project, as typed; resolves with its exit and output. */
  npmRun: (
    script: string,
    args?: string[],
    env?: Record<string, string>,
  ) => SpawnSyncReturns<string>
  /** A command as a reader types it in a shell, in the project (`curl …`, `node scripts/…`). */
  shell: (command: string, env?: Record<string, string>) => SpawnSyncReturns<string>
  remove: () => void
}

/** A scratch copy of the project (links to the repository's files), with these files of its own. */
export function scratchProject(files: Record<string, string> = {}): Project {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-reader-'))
  for (const name of shared) symlinkSync(join(repo, name), join(dir, name))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
  const options = (env: Record<string, string>) => ({
    cwd: dir,
    encoding: 'utf8' as const,
    env: readerEnv(env),
    timeout: 280_000,
  })
  return {
    dir,
    npmRun: (script, args = [], env = {}) =>
      spawnSync('npm', ['run', script, ...args], options(env)),
    shell: (command, env = {}) => spawnSync('bash', ['-c', command], options(env)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** A long-running command (a server) started in the project; its output collected as it comes. */
export function startInProject(dir: string, command: string[], env: Record<string, string> = {}) {
  const [program = 'node', ...args] = command
  // A process group of its own, stopped whole as a terminal stops a command: npx does not pass a
  // signal on to the node it started, which would outlive the test holding its port.
  const child = spawn(program, args, { cwd: dir, env: readerEnv(env), detached: true })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    child,
    /** Everything it printed so far, colours removed. */
    output: () => stripVTControlCharacters(output),
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
      await exited
    },
    exited,
  }
}
