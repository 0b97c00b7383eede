import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { firefoxPath } from '../../scripts/firefox.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Firefox ESR to drive, or null when it is missing outside CI (the suite is skipped). */
    firefoxPath: string | null
  }
}

/**
 * Runs after the browser suite's global setup, which serves the production build in workerd with
 * a fresh database (`baseURL`, `stateDir`). Without Firefox the suite fails under CI=true and is
 * skipped, loudly, elsewhere: a missing browser must never pass for a green run in CI.
 */
export default function setup(project: TestProject) {
  const hasFirefox = existsSync(firefoxPath)
  if (!hasFirefox && process.env.CI) {
    throw new Error(`Firefox not found at ${firefoxPath}: install it (apt-get install firefox-esr)`)
  }
  if (!hasFirefox) {
    console.warn(`\n⚠ Firefox not found at ${firefoxPath}: SKIPPING the Firefox tests.\n`)
  }
  project.provide('firefoxPath', hasFirefox ? firefoxPath : null)
}
