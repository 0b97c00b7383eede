import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    chromiumPath: string | null
  }
}

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitUntilServing(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 45_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site's server exited:\n${output()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The site did not answer on ${url} within 45 s:\n${output()}`)
}

/**
 * Serves the production build (run `npm run build` first) in workerd on a free port for the whole
 * browser suite. Without Chromium the suite fails under CI=true and is skipped, loudly, elsewhere.
 */
export default async function setup(project: TestProject) {
  const hasChromium = existsSync(chromiumPath)
  if (!hasChromium && process.env.CI) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it (apt-get install chromium)`)
  }
  if (!hasChromium) {
    console.warn(`\n⚠ Chromium not found at ${chromiumPath}: SKIPPING the browser tests.\n`)
  }
  if (!existsSync('dist/client/.vite/manifest.json')) {
    throw new Error('No production build in dist/: run `npm run build` first (npm test does).')
  }

  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  let log = ''
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { env: { ...process.env, TEST_STATE: 'browser' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  server.stdout?.on('data', (chunk) => (log += chunk))
  server.stderr?.on('data', (chunk) => (log += chunk))
  await waitUntilServing(baseURL, server, () => log)

  project.provide('baseURL', baseURL)
  project.provide('chromiumPath', hasChromium ? chromiumPath : null)
  return () => {
    server.kill('SIGTERM')
  }
}
