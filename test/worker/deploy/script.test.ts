import { describe, expect, it } from 'vitest'
import packageJson from '../../../package.json'

describe('npm run deploy', () => {
  it('applies the D1 migrations to the remote database before the worker goes live', () => {
    const steps = packageJson.scripts.deploy.split('&&').map((step) => step.trim())
    const migrate = steps.indexOf('wrangler d1 migrations apply DB --remote')
    const deploy = steps.indexOf('wrangler deploy')
    expect(migrate).toBeGreaterThanOrEqual(0)
    expect(deploy).toBeGreaterThan(migrate)
    expect(steps.indexOf('npm run build')).toBeLessThan(deploy)
  })
})
