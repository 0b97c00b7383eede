// Mutation testing. `npm run mutate` runs Stryker once per module of
// scripts/mutate/modules.ts, each with its own test files; this is what every run shares.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Stryker's vitest runner drives the worker suite inside workerd, with the two corrections of
  // scripts/mutate/workerd-runner.ts.
  testRunner: 'vitest-workerd',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/mutate/workerd-runner.ts'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  // Each mutant runs only the tests that reached it in the first run.
  coverageAnalysis: 'perTest',
  // The machines this runs on are shared: one workerd at a time.
  concurrency: 1,
  // Time left to a mutant's run beyond what its tests took unmutated: generous, since a run that
  // times out counts as killed, and the shared machine slows runs down at times.
  timeoutMS: 15_000,
  // The first run of a module's test files, unmutated: Stryker gives up after 5 minutes by default,
  // which a module with many test files passes when the shared machine is busy.
  dryRunTimeoutMinutes: 30,
  // A guarding module scores at least 90 %, or its run fails (docs/testing.md, "Mutation testing
  // (`npm run mutate`)"): equivalent mutants are accepted as survivors, read in the report. A run
  // of a report's survivors alone (MUTATE_SURVIVORS=1) is held to the line by scripts/mutate/run.ts,
  // on the report it writes them back into.
  thresholds: { high: 95, low: 90, break: process.env.MUTATE_SURVIVORS === '1' ? null : 90 },
  reporters: ['clear-text', 'progress', 'json', 'html'],
  clearTextReporter: { allowColor: false, logTests: false },
  // scripts/mutate/run.ts names each module's reports.
  jsonReporter: { fileName: `${process.env.MUTATE_REPORT ?? 'reports/mutation/mutation'}.json` },
  htmlReporter: { fileName: `${process.env.MUTATE_REPORT ?? 'reports/mutation/mutation'}.html` },
  tempDirName: '.stryker-tmp',
  // Stryker rewrites tsconfig.json through TypeScript's JavaScript API, which TypeScript 7 (the
  // native compiler) no longer has; Vite transpiles the sandbox, so no rewrite is needed.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
}
