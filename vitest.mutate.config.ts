import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

// Stryker runs the worker suite only: the browser suite drives a production build, which a mutant
// in a sandbox never has. The worker project is taken from vitest.config.ts, not copied; its tests
// get more time, since instrumented code runs slower on a shared machine, and run one file at a
// time as Stryker asks (its runner sets maxWorkers: 1 for the whole run, which the worker project's
// own setting would otherwise override).
export default defineConfig(async (env) => {
  const config = await base(env)
  const projects = (config.test?.projects ?? []).flatMap((project) =>
    typeof project === 'object' && 'test' in project && project.test?.name === 'worker'
      ? [{ ...project, test: { ...project.test, testTimeout: 30_000, maxWorkers: 1 } }]
      : [],
  )
  return { ...config, test: { ...config.test, projects } }
})
