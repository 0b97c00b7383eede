import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Runs the settings check as npm runs it, on the Node running the tests. */
const checkSettings = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-settings.ts', ...args], { encoding: 'utf8' })

describe('scripts/check-settings.ts', () => {
  it('refuses a deploy while the footer’s phone number is the placeholder, naming site.ts', () => {
    const run = checkSettings('--deploy')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('phone is a placeholder')
    expect(run.stderr).toContain('src/shared/site.ts')
  })

  it('only warns outside a deploy, so `npm run check` keeps passing', () => {
    const run = checkSettings()
    expect(run.status).toBe(0)
    expect(run.stderr).toContain('Warning: phone is a placeholder')
  })
})
