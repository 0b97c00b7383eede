// `BENCH_ONLY=lighthouse npm run bench`: the Lighthouse section alone, written into BENCHMARKS.md in
// place of its previous run's; the rest of the file is left as it is. The build runs in workerd
// (Miniflare's API) on a database of its own.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routeList } from '../../src/shared/routes.ts'
import { startBuiltWorker } from '../built-worker.ts'
import { lighthouseRuns, measureLighthouse } from './lighthouse.ts'
import { lighthouseSection, lighthouseTargets } from './lighthouse-report.ts'
import { writeSections } from './sections.ts'
import { withTargetRows } from './targets-table.ts'

export async function runLighthouseSection(): Promise<never> {
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-lighthouse-'))
  const worker = await startBuiltWorker({ stateDir })
  try {
    const routes = routeList.map(({ path }) => path)
    console.log(`… Lighthouse, ${lighthouseRuns()} runs of each route and of its reference`)
    const rows = await measureLighthouse(worker.url.href, routes)
    const section = lighthouseSection(rows)
    const targets = lighthouseTargets(rows)
    writeSections(section, (markdown) => withTargetRows(markdown, targets))
    console.log(`\n${section}`)
    const met = targets.every(([, ok]) => ok)
    console.log(met ? 'Targets met.' : 'Targets missed (see BENCHMARKS.md)')
    process.exitCode = met ? 0 : 1
  } finally {
    await worker.dispose()
    rmSync(stateDir, { recursive: true, force: true })
  }
  process.exit()
}
