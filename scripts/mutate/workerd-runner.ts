// Stryker's vitest runner, for the worker tests that run inside workerd (@cloudflare/vitest-plugin),
// with one correction. It works with the Workers pool as it is: Vitest loads every module afresh
// for each test file, so a mutant switched on before a run is seen by the code it changes.
//
// But with `--testFiles` (how `npm run mutate` gives each module its tests), Stryker 10.1 plans a
// mutant in code that runs when a module loads (a constant, a regular expression, a header table:
// a "static" mutant) with the test files as its filter, and so switches it on at run time, after
// the module has loaded: the mutated constant is never used and the mutant survives however good
// the tests. A filter of whole files (no `#test`) is that case: the mutant is then switched on
// before any module loads, as Stryker means to.

import { declareFactoryPlugin, PluginKind } from '@stryker-mutator/api/plugin'
import type { MutantRunOptions } from '@stryker-mutator/api/test-runner'
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner'

type Runner = {
  mutantRun(options: MutantRunOptions): Promise<unknown>
}
type Factory = ((...args: never[]) => Runner) & { inject: readonly string[] }

const vitest = vitestPlugins.find((plugin) => plugin.name === 'vitest') as unknown as {
  factory: Factory
}

/** A filter naming whole test files rather than tests: Stryker's plan for a static mutant. */
const isFileFilter = (filter: string[] | undefined) =>
  filter !== undefined && filter.length > 0 && filter.every((id) => !id.includes('#'))

function createWorkerdRunner(...args: never[]) {
  const runner = vitest.factory(...args)
  const mutantRun = runner.mutantRun.bind(runner)
  runner.mutantRun = (options) =>
    mutantRun(
      isFileFilter(options.testFilter) ? { ...options, mutantActivation: 'static' } : options,
    )
  return runner
}
createWorkerdRunner.inject = vitest.factory.inject

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.TestRunner, 'vitest-workerd', createWorkerdRunner as never),
]
