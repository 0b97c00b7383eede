import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { JWK } from 'jose'
import type { TestProject } from 'vitest/node'
import { startBuiltWorker } from '../../scripts/built-worker.ts'
import { chromiumPath } from '../../scripts/chromium.ts'
import { makeLocalAccess } from '../../scripts/inbox-local.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    chromiumPath: string | null
    /** The worker's local state, where tests read the D1 rows a page wrote. */
    stateDir: string
    /**
     * The key the served worker's inbox trusts (a local key set, as `inbox:local` makes), so each
     * test signs in as a staff member of its own (`staffToken` in browser.ts).
     */
    inboxSigningKey: JWK
  }
}

/**
 * Serves the production build (run `npm run build` first) in workerd, through Miniflare with a
 * fresh database, for the whole browser suite. Without Chromium the suite fails under CI=true and
 * is skipped, loudly, elsewhere.
 */
export default async function setup(project: TestProject) {
  const hasChromium = existsSync(chromiumPath)
  if (!hasChromium && process.env.CI) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it (apt-get install chromium)`)
  }
  if (!hasChromium) {
    console.warn(`\n⚠ Chromium not found at ${chromiumPath}: SKIPPING the browser tests.\n`)
  }

  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-browser-'))
  // The inbox is on, trusting a key pair made for this run only, as `npm run inbox:local` does.
  const access = await makeLocalAccess()
  const worker = await startBuiltWorker({ stateDir, vars: access.vars })

  project.provide('baseURL', worker.url.origin)
  project.provide('chromiumPath', hasChromium ? chromiumPath : null)
  project.provide('stateDir', stateDir)
  project.provide('inboxSigningKey', access.privateJwk)
  return async () => {
    await worker.dispose()
    rmSync(stateDir, { recursive: true, force: true })
  }
}
