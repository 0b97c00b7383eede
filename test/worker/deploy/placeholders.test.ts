import { describe, expect, it } from 'vitest'
import packageJson from '../../../package.json'
import { placeholderProblems } from '../../../scripts/placeholders'
import { site } from '../../../src/shared/site'

describe('no placeholder goes live', () => {
  it('finds the fictional phone number, by its mark, and says where to set the real one', () => {
    const problems = placeholderProblems(site, 'src/shared/site.ts')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('phone')
    expect(problems[0]).toContain('src/shared/site.ts')
  })

  it('lets the owner’s real details through, whatever the number', () => {
    const real = { ...site, phone: { display: '(555) 010-0123', tel: '+15550100123' } }
    expect(placeholderProblems(real, 'src/shared/site.ts')).toEqual([])
  })

  it('runs the refusing check in `npm run deploy`, before anything is uploaded or migrated', () => {
    const steps = packageJson.scripts.deploy.split('&&').map((step) => step.trim())
    const check = steps.indexOf('node scripts/check-settings.ts --deploy')
    expect(check).toBeGreaterThanOrEqual(0)
    expect(check).toBeLessThan(steps.indexOf('wrangler d1 migrations apply DB --remote'))
    expect(check).toBeLessThan(steps.indexOf('wrangler deploy'))
  })

  it('only warns in local runs and `npm run check`', () => {
    const { start, dev, check, test } = packageJson.scripts
    for (const script of [start, dev, check, test]) expect(script).not.toContain('--deploy')
  })
})
