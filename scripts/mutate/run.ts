// `npm run mutate [module…]`: mutation-tests each module of modules.ts (all of them by default)
// with Stryker, one after the other, then writes the scores to reports/mutation/summary.md.
// One module at a time, one test runner at a time: the worker suite runs in workerd, and the
// machines this runs on are shared. Each module's full report is reports/mutation/<module>.html.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { type ModuleName, mutatedModules } from './modules.ts'

type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
type Report = {
  files: Record<
    string,
    {
      mutants: {
        status: MutantStatus
        mutatorName: string
        replacement?: string
        location: { start: { line: number } }
      }[]
    }
  >
}

const names = Object.keys(mutatedModules) as ModuleName[]
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !names.includes(name as ModuleName))
if (unknown.length > 0) {
  console.error(`Unknown module ${unknown.join(', ')}; choose from: ${names.join(', ')}`)
  process.exit(2)
}
const chosen = asked.length > 0 ? (asked as ModuleName[]) : names
const outDir = 'reports/mutation'
mkdirSync(outDir, { recursive: true })

const rows: string[] = []
const survivors: string[] = []
let failed = false
for (const name of chosen) {
  const { mutate, tests } = mutatedModules[name]
  const present = tests.filter((file) => existsSync(file))
  const started = Date.now()
  const run = spawnSync(
    'stryker',
    ['run', '--mutate', mutate.join(','), '--testFiles', present.join(',')],
    { stdio: 'inherit', env: { ...process.env, MUTATE_REPORT: `${outDir}/${name}` } },
  )
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  if (run.status !== 0) {
    failed = true
    rows.push(`| ${name} | – | – | – | – | failed (${minutes} min) |`)
    continue
  }
  const report = JSON.parse(readFileSync(`${outDir}/${name}.json`, 'utf8')) as Report
  const count = (status: MutantStatus) =>
    Object.values(report.files).flatMap((file) => file.mutants.filter((m) => m.status === status))
      .length
  const killed = count('Killed') + count('Timeout')
  const survived = count('Survived') + count('NoCoverage')
  const total = killed + survived
  const score = total === 0 ? 100 : (100 * killed) / total
  rows.push(
    `| ${name} | ${total} | ${killed} | ${survived} | ${score.toFixed(1)} % | ${minutes} min |`,
  )
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants.filter(
      (mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage',
    )) {
      survivors.push(
        `- ${file}:${m.location.start.line} ${m.mutatorName} → \`${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}\``,
      )
    }
  }
}

const summary = [
  '| module | mutants | killed | survived | score | time |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  survivors.length > 0 ? 'Survivors:' : 'No survivors.',
  ...survivors,
  '',
].join('\n')
writeFileSync(`${outDir}/summary.md`, summary)
console.log(`\n${summary}`)
process.exit(failed ? 1 : 0)
