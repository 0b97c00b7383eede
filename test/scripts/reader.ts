// The project as a reader of the README has it, in a folder of the test's own: the commands run
// the way the README shows them (`npm run <script> …`, `node scripts/…`) as child processes, on
// the Node that npm puts first on PATH, never through Vitest's resolver. Settings and local state
// (.dev.vars, .wrangler/) are the folder's own, so the developer's are never read or written.
import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const repo = new URL('../../', import.meta.url).pathname

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
    env: { ...process.env, ...env },
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
  const child = spawn(program, args, { cwd: dir, env: { ...process.env, ...env } })
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
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
    exited,
  }
}
