// Stryker's vitest runner, for tests that run inside workerd (@cloudflare/vitest-plugin), with
// two corrections that keep mutants in code that runs when a module loads (a constant, a regular
// expression, a header table: "static" mutants) from surviving however good the tests are.
//
// - With `--testFiles` (how `npm run mutate` runs each module's tests), Stryker 10.1 plans a
//   static mutant with the test files as its filter, and so activates it at run time, after the
//   module has loaded: the mutated constant is never used. A filter of whole files (no `#test`) is
//   that case: it is activated statically, before any module loads, as Stryker means to.
// - The runner says it can reload the environment, trusting Vitest to load every module afresh;
//   saying it cannot makes Stryker start a new runner (a new workerd) after a static mutant, so
//   no module it changed outlives it.

import { declareFactoryPlugin, PluginKind } from '@stryker-mutator/api/plugin'
import type { MutantRunOptions } from '@stryker-mutator/api/test-runner'
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner'

type Runner = {
  capabilities(): unknown
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
  runner.capabilities = () => ({ reloadEnvironment: false })
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
