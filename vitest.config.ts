import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { logoSvgs } from './scripts/logo-svgs-plugin.ts'

// Two suites. `worker` runs inside workerd with the bindings of wrangler.toml and a D1 database
// migrated from migrations/ (only cloudflareTest() here: the cloudflare() Vite plugin fails under
// Vitest). `browser` drives Chromium against the production build, served by workerd.
export default defineConfig(async () => ({
  test: {
    projects: [
      {
        plugins: [
          logoSvgs(),
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations') } },
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
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['./test/browser/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
