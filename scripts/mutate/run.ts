// `npm run mutate [module…]`: mutation-tests each module of modules.ts (all of them by default)
// with Stryker, one after the other, then writes the scores of every module report present to
// reports/mutation/summary.md (so a run of one module updates its row). One module at a time,
// one test runner at a time: the worker suite runs in workerd, on machines that are shared.
// Each module's full report is reports/mutation/<module>.html (open it in a browser).
import { spawnSync } from 'node:child_process'
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type ModuleName, type MutatedModule, mutatedModules } from './modules.ts'
import { changedSince, type Report, survivorRanges, withRerun } from './survivors.ts'

const names = Object.keys(mutatedModules) as ModuleName[]
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !names.includes(name as ModuleName))
if (unknown.length > 0) {
  console.error(`Unknown module ${unknown.join(', ')}; choose from: ${names.join(', ')}`)
  process.exit(2)
}
const outDir = 'reports/mutation'
mkdirSync(outDir, { recursive: true })

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report

/**
 * MUTATE_SURVIVORS=1: the survivors of the module's last report run again (survivors.ts), and the
 * report is written back with their new statuses. The HTML report stays the whole run's;
 * <module>.survivors.html is the survivors' run.
 */
function rerunSurvivors(name: ModuleName, { mutate, tests }: MutatedModule) {
  const file = `${outDir}/${name}.json`
  if (!existsSync(file)) {
    console.error(`${name}: no report of a whole run (${file}) to take survivors from`)
    return false
  }
  const whole = readReport(file)
  const changed = changedSince(
    whole,
    mutate.flatMap((pattern) => globSync(pattern)),
    (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
  )
  if (changed.length > 0) {
    console.error(`${name}: ${changed.join(', ')}: not the code of its report; run it whole`)
    return false
  }
  const ranges = survivorRanges(whole)
  if (ranges.length === 0) return true
  const run = spawnSync(
    'stryker',
    ['run', '--mutate', ranges.join(','), '--testFiles', tests.join(',')],
    { stdio: 'inherit', env: { ...process.env, MUTATE_REPORT: `${outDir}/${name}.survivors` } },
  )
  if (run.status !== 0) return false
  const { report, notRun } = withRerun(whole, readReport(`${outDir}/${name}.survivors.json`))
  if (notRun.length > 0) {
    console.error(`${name}: survivors not run again: ${notRun.join(', ')}`)
    return false
  }
  writeFileSync(file, JSON.stringify(report))
  return true
}

const scores = new Map<ModuleName, number>()
const minutesSince = (started: number) => ((Date.now() - started) / 60_000).toFixed(1)

let failed: string[] = []
const chosen = asked.length > 0 ? (asked as ModuleName[]) : names
for (const name of chosen) {
  const { mutate, tests } = mutatedModules[name]
  const started = Date.now()
  if (process.env.MUTATE_SURVIVORS === '1') {
    if (!rerunSurvivors(name, mutatedModules[name])) failed = [...failed, name]
    else writeFileSync(`${outDir}/${name}.survivors.minutes`, minutesSince(started))
    continue
  }
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
  else {
    writeFileSync(`${outDir}/${name}.minutes`, minutesSince(started))
    rmSync(`${outDir}/${name}.survivors.minutes`, { force: true })
  }
}

const rows: string[] = []
const survivors: string[] = []
for (const name of names) {
  const file = `${outDir}/${name}.json`
  if (!existsSync(file)) continue
  const report = readReport(file)
  const mutants = Object.entries(report.files).flatMap(([path, { mutants }]) =>
    mutants.map((mutant) => ({ path, ...mutant })),
  )
  const count = (status: string) => mutants.filter((m) => m.status === status).length
  // A mutant that times out counts as killed (an endless loop is noticed); ignored ones (a
  // `Stryker disable` comment, kept only where a mutant would hang the run) and errors count
  // neither way. Stryker fails a whole run below 90 % itself (thresholds.break in stryker.config.mjs).
  const killed = count('Killed')
  const timeout = count('Timeout')
  const left = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
  const total = killed + timeout + left.length
  const score = total === 0 ? 100 : (100 * (killed + timeout)) / total
  scores.set(name, score)
  const minutesOf = (kind: string) =>
    existsSync(`${outDir}/${name}.${kind}`) ? readFileSync(`${outDir}/${name}.${kind}`, 'utf8') : ''
  // A whole run's minutes, and those of its survivors' run again when there was one.
  const survivorsRun = minutesOf('survivors.minutes')
  const minutes = `${minutesOf('minutes') || '?'}${survivorsRun ? ` + ${survivorsRun} survivors` : ''}`
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
// A survivors' run scores its few mutants alone (Stryker's own threshold is off for it): the line
// applies to the report it was written back into.
if (process.env.MUTATE_SURVIVORS === '1')
  for (const name of chosen)
    if ((scores.get(name) ?? 0) < 90 && !failed.includes(name)) failed = [...failed, name]
if (failed.length > 0) {
  console.error(`Failed, or under 90 %: ${failed.join(', ')}`)
  process.exit(1)
}
