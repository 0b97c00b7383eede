import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// The check `npm run lint` runs so that every file plain Node loads names its imports' files
// (scripts/check-node-imports.ts), tried on a small project of the test's own and on this one.
const repo = new URL('../../', import.meta.url).pathname
let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A project with the repository's package.json, Biome and checker, and these files. */
function project(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'lumen-imports-'))
  for (const name of ['package.json', 'node_modules'])
    symlinkSync(join(repo, name), join(dir, name))
  mkdirSync(join(dir, 'scripts'))
  symlinkSync(
    join(repo, 'scripts/check-node-imports.ts'),
    join(dir, 'scripts/check-node-imports.ts'),
  )
  // The repository's Biome settings, outside git (Biome 2.5 stops on a fresh repository's ignore file).
  const biome = `{\n  "extends": ["${join(repo, 'biome.json')}"],\n  "vcs": { "enabled": false }\n}\n`
  writeFileSync(join(dir, 'biome.json'), biome)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return (command: string) => spawnSync('bash', ['-c', command], { cwd: dir, encoding: 'utf8' })
}

const script = "import { greeting } from '../src/greeting.ts'\n\nconsole.log(greeting)\n"

describe('npm run lint, on the imports of what plain Node runs', () => {
  it('refuses an import without its extension deep in a script’s chain, naming the chain', () => {
    const run = project({
      'scripts/greet.ts': script,
      'src/greeting.ts':
        "import { name } from './name'\n\nexport const greeting = ['Hello', name].join(', ')\n",
      'src/name.ts': "export const name = 'Ada'\n",
    })
    // What the reader would have met: the script itself fails under plain Node.
    expect(run('node scripts/greet.ts').stderr).toContain('ERR_MODULE_NOT_FOUND')
    const lint = run('npm run lint')
    expect(lint.status).toBe(1)
    expect(lint.stderr).toContain(
      "src/greeting.ts: import './name' names no file (write './name.ts')\n  loaded by scripts/greet.ts → src/greeting.ts",
    )
  })

  it('refuses type imports, re-exports and import() alike, and a .tsx file Node cannot run', () => {
    const run = project({
      'scripts/greet.ts': script,
      'src/greeting.ts': [
        "import type { Name } from './types'",
        "export * from './more'",
        "export const greeting: Name = 'Ada'",
        "export const later = () => import('./later')",
        "export { View } from './view.tsx'",
        '',
      ].join('\n'),
      'src/types.ts': 'export type Name = string\n',
      'src/more.ts': 'export const more = 1\n',
      'src/later.ts': 'export const later = 2\n',
      'src/view.tsx': 'export const View = () => null\n',
    })
    const { stderr, status } = run('node scripts/check-node-imports.ts')
    expect(status).toBe(1)
    for (const line of [
      "import './types' names no file (write './types.ts')",
      "import './more' names no file (write './more.ts')",
      "import './later' names no file (write './later.ts')",
      "import './view.tsx' is a .tsx file, which plain Node cannot run",
    ]) {
      expect(stderr).toContain(`src/greeting.ts: ${line}`)
    }
  })

  it('passes a chain that names every file', () => {
    const run = project({
      'scripts/greet.ts': script,
      'src/greeting.ts':
        "import { name } from './name.ts'\n\nexport const greeting = ['Hello', name].join(', ')\n",
      'src/name.ts': "export const name = 'Ada'\n",
    })
    expect(run('node scripts/greet.ts').stdout).toBe('Hello, Ada\n')
    expect(run('node scripts/check-node-imports.ts').status).toBe(0)
  })

  it('passes this project: every script and its chain into src/ run under plain Node', () => {
    const run = spawnSync(process.execPath, ['scripts/check-node-imports.ts'], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
