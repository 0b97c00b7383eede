import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readmeCommands } from './readme.ts'

// Every command README.md and docs/*.md show, and where a test runs it the way a reader types it
// (`needle`: what that test file runs, so the link cannot rot), or why none can. A command added
// to a doc without a line here fails this file; so does a line no command matches any more.
type Exercised = { pattern: RegExp; test: string; needle: string }
type NotRun = { pattern: RegExp; why: string }

const walk = 'test/browser/conversation-walk.test.ts'
const site = 'test/browser/local-site.ts'
const cloudflare = 'needs a Cloudflare account and the network: cannot run offline'
const ci = 'what CI runs (.ci/run: `npm ci`, then `CI=true npm test`, which runs each of them)'

const commands: (Exercised | NotRun)[] = [
  // npm start's serving step as npm runs it, on a copy of the suite's build (npm run build and
  // npm run db:migrate are its other two steps: the first is CI's, built-worker.ts does the second).
  { pattern: /^(npm install && |PORT=\d+ )?npm start$/, test: site, needle: "'--local-mail'" },
  {
    pattern: /^(PORT=\d+ )?npm run inbox:local( \[email\])?$/,
    test: 'test/scripts/inbox-local.test.ts',
    needle: "npmRun('inbox:local'",
  },
  {
    pattern: /^npm run reply-address <id>$/,
    test: 'test/scripts/reply-address.test.ts',
    needle: "npmRun('reply-address'",
  },
  {
    pattern: /^curl -X POST http:\/\/localhost:8787\/cdn-cgi\/handler\/email /,
    test: walk,
    needle: "readmeBlock('curl -X POST",
  },
  {
    pattern: /^curl "http:\/\/localhost:8787\/cdn-cgi\/handler\/scheduled/,
    test: walk,
    needle: "readmeBlock('cdn-cgi/handler/scheduled')",
  },
  {
    pattern: /^curl -H "Cf-Access-Jwt-Assertion: <token>" localhost:8787\/inbox$/,
    test: walk,
    needle: 'curl -H "Cf-Access-Jwt-Assertion:',
  },
  {
    pattern: /^npx node scripts\/contact-load\.ts /,
    test: walk,
    needle: "readmeBlock('npx node scripts/contact-load.ts')",
  },
  // The query, on the walk's own database (node:sqlite): wrangler itself waits ~20 s for the
  // network on every run offline.
  {
    pattern: /^npx wrangler d1 execute DB --local --command "SELECT/,
    test: walk,
    needle: "readmeBlock('JOIN outbox d ON')",
  },
  {
    pattern: /^npx node scripts\/webhook-receiver\.ts 8799 <secret>$/,
    test: 'test/scripts/commands.test.ts',
    needle: "'npx node scripts/webhook-receiver.ts",
  },
  {
    pattern: /^npm run mutate( -- page-cache forms| \[module…\])?$/,
    test: 'test/scripts/commands.test.ts',
    needle: "['run', 'mutate'",
  },
  {
    pattern: /^npx node scripts\/firefox-screenshots\.ts \[baseURL\] \[outDir\]$/,
    test: 'test/firefox/screenshots.test.ts',
    needle: "'npx node scripts/firefox-screenshots.ts",
  },
  {
    pattern: /^npm run answer-mail -- <draft> <out>$/,
    test: 'test/browser/answer-corpus-files.test.ts',
    needle: "'answer-mail',",
  },
  {
    pattern: /^node scripts\/check-settings\.ts --deploy$/,
    test: 'test/browser/check-settings.test.ts',
    needle: "checkSettings('--deploy')",
  },
  {
    pattern: /^npm (test|run (typecheck|lint|build|test:scripts|test:browser|test:firefox))$/,
    why: ci,
  },
  {
    pattern: /^(npm install|npm ci|rm -rf node_modules && npm ci)$/,
    why: `${ci}; a test would reinstall the node_modules shared here`,
  },
  { pattern: /^apt-get install chromium$/, why: `${ci}: it installs the browsers` },
  {
    pattern: /^(npm run build && )?npx vitest run --project (worker|browser|scripts)( test\/\S+)?$/,
    why: `one suite or file of npm test, ${ci}`,
  },
  {
    pattern: /^npm run dev$/,
    why: 'not run by a test: the dev server writes its dependency cache into node_modules/.vite; `npm start` serves the same worker built',
  },
  {
    pattern: /^(BENCH_ONLY=\w+ )?npm run bench$/,
    why: 'not run by a test: a build and minutes of load (the lead runs it on a quiet machine); npm run lint checks that every bench module loads under plain Node',
  },
  {
    pattern: /^npm run check$/,
    why: 'npm test, the settings check (test/browser/check-settings.test.ts) and `wrangler deploy --dry-run`, which needs the network',
  },
  {
    pattern: /^npm run cf-typegen$/,
    why: 'not run by a test: `wrangler types` rewrites worker-configuration.d.ts, which the type check then reads',
  },
  {
    pattern: /^npm run deploy$|^wrangler (deploy|secret put|d1 migrations apply DB --remote)\b/,
    why: cloudflare,
  },
  {
    pattern:
      /^npx wrangler (login|d1 create|r2 bucket create|secret put)\b|^npx wrangler d1 execute DB --remote /,
    why: cloudflare,
  },
  {
    pattern: /^wrangler dev$|^wrangler d1 migrations apply --local$/,
    why: 'named to compare: npm start and npm run db:migrate are the commands that run them',
  },
  { pattern: /^openssl rand -hex 32$/, why: 'a system tool, not this project’s' },
]

describe('every command README.md and docs/ show', () => {
  const shown = readmeCommands()

  it.each(shown)('is run by a test as typed, or says why not: %s', (command) => {
    expect(commands.filter(({ pattern }) => pattern.test(command))).toHaveLength(1)
  })

  it.each(commands.map((entry) => [String(entry.pattern), entry] as const))(
    '%s still names a command a doc shows, and its test runs it',
    (_, entry) => {
      expect(shown.some((command) => entry.pattern.test(command))).toBe(true)
      if ('test' in entry) {
        expect(existsSync(entry.test)).toBe(true)
        expect(readFileSync(entry.test, 'utf8')).toContain(entry.needle)
      }
    },
  )
})
