import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeList } from '../../src/shared/routes'
import { readerEnv } from '../scripts/reader.ts'
import { baseURL, noFirefox } from './firefox'

// docs/testing.md "Firefox ESR": `npx node scripts/firefox-screenshots.ts [baseURL] [outDir]`, typed as shown,
// against the suite's server.
describe.skipIf(noFirefox)('npx node scripts/firefox-screenshots.ts [baseURL] [outDir]', () => {
  it('takes every route and the 404 page at 375 and 1280 px, light and dark', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'lumen-shots-'))
    try {
      const typed = `${'npx node scripts/firefox-screenshots.ts'} ${baseURL} ${outDir}`
      const run = spawnSync('bash', ['-c', typed], {
        encoding: 'utf8',
        env: readerEnv(),
        timeout: 120_000,
      })
      expect(run.status, run.stderr).toBe(0)
      expect(run.stdout).toContain(`Screenshots in ${outDir}`)
      const names = [...routeList.map(({ path }) => path), '/no-such-page'].map((path) =>
        path === '/' ? 'home' : path.slice(1),
      )
      const expected = names.flatMap((name) =>
        ['375-light', '1280-light', '375-dark', '1280-dark'].map((shot) => `${name}-${shot}.png`),
      )
      expect(readdirSync(outDir).sort()).toEqual(expected.sort())
      // Each a PNG (its signature), not an empty file.
      for (const file of expected) {
        expect(readFileSync(join(outDir, file)).subarray(1, 4).toString()).toBe('PNG')
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 150_000)
})
