// `npm run mutate [module…]`: mutation-tests each module of modules.ts (all of them by default)
// with Stryker, one after the other, then writes the scores of every module report present to
// reports/mutation/summary.md (so a run of one module updates its row). One module at a time,
// one test runner at a time: the worker suite runs in workerd, on machines that are shared.
// Each module's full report is reports/mutation/<module>.html (open it in a browser).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { type ModuleName, mutatedModules } from './modules.ts'

type Mutant = {
  status: string
  mutatorName: string
  replacement?: string
  location: { start: { line: number } }
}
type Report = { files: Record<string, { mutants: Mutant[] }> }

const names = Object.keys(mutatedModules) as ModuleName[]
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !names.includes(name as ModuleName))
if (unknown.length > 0) {
  console.error(`Unknown module ${unknown.join(', ')}; choose from: ${names.join(', ')}`)
  process.exit(2)
}
const outDir = 'reports/mutation'
mkdirSync(outDir, { recursive: true })

let failed: string[] = []
for (const name of asked.length > 0 ? (asked as ModuleName[]) : names) {
  const { mutate, tests } = mutatedModules[name]
  const started = Date.now()
  // MUTATE_INCREMENTAL=1: Stryker's incremental mode, the module's results kept in
  // <module>.incremental.json, so a run after a fix tests again only the mutants whose code or
  // tests changed (the others keep the status the last run gave them).
  const incremental =
    process.env.MUTATE_INCREMENTAL === '1'
      ? ['--incremental', '--incrementalFile', `${outDir}/${name}.incremental.json`]
      : []
  const run = spawnSync(
    'stryker',
    ['run', '--mutate', mutate.join(','), '--testFiles', tests.join(','), ...incremental],
    { stdio: 'inherit', env: { ...process.env, MUTATE_REPORT: `${outDir}/${name}` } },
  )
  if (run.status !== 0) failed = [...failed, name]
  else writeFileSync(`${outDir}/${name}.minutes`, ((Date.now() - started) / 60_000).toFixed(1))
}

const rows: string[] = []
const survivors: string[] = []
for (const name of names) {
  const file = `${outDir}/${name}.json`
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  const mutants = Object.entries(report.files).flatMap(([path, { mutants }]) =>
    mutants.map((mutant) => ({ path, ...mutant })),
  )
  const count = (status: string) => mutants.filter((m) => m.status === status).length
  // A mutant that times out counts as killed (an endless loop is noticed); ignored ones (a
  // `Stryker disable` comment, kept only where a mutant would hang the run) and errors count
  // neither way. Stryker fails a run below 90 % itself (thresholds.break in stryker.config.mjs).
  const killed = count('Killed')
  const timeout = count('Timeout')
  const left = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
  const total = killed + timeout + left.length
  const score = total === 0 ? 100 : (100 * (killed + timeout)) / total
  const minutes = existsSync(`${outDir}/${name}.minutes`)
    ? readFileSync(`${outDir}/${name}.minutes`, 'utf8')
    : '?'
  rows.push(
    `| ${name} | ${total} | ${killed} | ${count('Survived')} | ${timeout} | ${count('NoCoverage')} | ${count('Ignored')} | ${score.toFixed(1)} % | ${minutes} min |`,
  )
  for (const m of left) {
    const replacement = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)
    survivors.push(
      `- ${name}: ${m.path}:${m.location.start.line} ${m.mutatorName} → \`${replacement}\``,
    )
  }
}

const summary = [
  '| module | mutants | killed | survived | timeout | no coverage | marked | score | time |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  survivors.length > 0 ? 'Survivors:' : 'No survivors.',
  ...survivors,
  '',
].join('\n')
writeFileSync(`${outDir}/summary.md`, summary)
console.log(`\n${summary}`)
if (failed.length > 0) {
  console.error(`Stryker failed on: ${failed.join(', ')}`)
  process.exit(1)
}
