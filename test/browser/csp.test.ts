import { describe, expect, it } from 'vitest'
import { noBrowser, openPage, routePaths, useBrowser } from './browser'

describe.skipIf(noBrowser)('the Content-Security-Policy in Chromium', () => {
  const browser = useBrowser()

  it.each(routePaths)('lets %s run with no violation reported', async (path) => {
    const { page, errors, close } = await openPage(browser())
    // Recorded from the first script on, before anything the page loads could break the policy.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective}: ${event.blockedURI}`)
      })
    })
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    if (path === '/contact') await page.locator('form[data-hydrated="true"]').waitFor()
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )
    expect(violations).toEqual([])
    expect(errors.filter((error) => /Content.Security.Policy/i.test(error))).toEqual([])
    await close()
  })
})
