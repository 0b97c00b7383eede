import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { logoSvgs } from './scripts/logo-svgs-plugin.ts'
import { lucideIcons } from './scripts/lucide-icons-plugin.ts'

// The suites. `worker` runs inside workerd with the bindings of wrangler.toml and a D1 database
// migrated from migrations/ (only cloudflareTest() here: the cloudflare() Vite plugin fails under
// Vitest). `scripts` runs the commands README.md and docs/ show in Node as a reader would. `browser` drives Chromium against the production build, served by workerd; `firefox`
// drives Firefox ESR the same way, through the same global setup, for the essential checks.
// A developer's .dev.vars (`npm run inbox:local` writes one) is for `npm start` and `npm run dev`,
// but wrangler hands it to the worker tests too: each setting it holds is blanked for them (an
// empty setting is an unset one throughout the worker), so a test sees only the settings it gives.
const devVarsBlanked = existsSync('.dev.vars')
  ? Object.fromEntries(
      Object.keys(parseEnv(readFileSync('.dev.vars', 'utf8'))).map((name) => [name, '']),
    )
  : {}

/**
 * The browser suites' files run one after another against one served build, in one Node worker
 * that loads playwright-core, axe-core and the helpers once rather than once per file (some 95 s of
 * a CI run). Each file still opens its own browser and pages; their own group, since the worker
 * suite runs more files at once.
 */
const oneAfterAnother = {
  fileParallelism: false,
  isolate: false,
  sequence: { groupOrder: 1 },
}

export default defineConfig(async () => ({
  test: {
    projects: [
      {
        plugins: [
          logoSvgs(),
          lucideIcons(),
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ...devVarsBlanked,
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          }),
        ],
        define: { __BUILD_ID__: JSON.stringify('test') },
        resolve: {
          // The worker reads the client build's manifest; tests use a stand-in of the same shape.
          alias: {
            'virtual:client-manifest': new URL('./test/worker/client-manifest.ts', import.meta.url)
              .pathname,
          },
        },
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/worker/apply-migrations.ts'],
          // Each file gets a workerd of its own, which spends much of its start waiting: two at
          // once on a 2-core machine (Vitest's default there is one) took the suite from 600 s to
          // 330 s, measured side by side (docs/testing.md, "The suites").
          maxWorkers: '100%',
        },
      },
      {
        // The commands README.md and docs/ show, run as a reader types them (child processes, plain Node):
        // no build, no browser, no workerd of their own.
        test: {
          name: 'scripts',
          include: ['test/scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['./test/browser/global-setup.ts'],
          ...oneAfterAnother,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'firefox',
          include: ['test/firefox/**/*.test.ts'],
          // The browser suite's setup serves the build; Firefox's own checks the browser is there.
          globalSetup: ['./test/browser/global-setup.ts', './test/firefox/global-setup.ts'],
          ...oneAfterAnother,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each look through BiDi is a round trip; on a busy machine a poll's one second is a few.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
}))
