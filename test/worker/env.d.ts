declare namespace Cloudflare {
  interface Env {
    /** Migrations read by vitest.config.ts, applied before each test file. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
  }
}
