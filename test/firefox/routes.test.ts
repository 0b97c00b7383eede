import { describe, expect, it } from 'vitest'
import { routeList } from '../../src/shared/routes'
import { baseURL, hydrated, noFirefox, openPage, useFirefox } from './firefox'

/** Every route the site serves, and an address it does not (its 404 page). */
const visits = [
  ...routeList.map(({ path }) => ({ path, status: 200 })),
  { path: '/no-such-page', status: 404 },
]

describe.skipIf(noFirefox)('every route in Firefox ESR', () => {
  const firefox = useFirefox()

  it.each(visits)(
    'serves $path ($status) with no console error and no CSP violation',
    async ({ path, status }) => {
      const { page, errors, close } = await openPage(firefox())
      // Recorded from the first script on, before anything the page loads could break the policy.
      await page.evaluateOnNewDocument(() => {
        const seen: string[] = []
        Object.assign(window, { cspViolations: seen })
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective}: ${event.blockedURI}`)
        })
      })
      const response = await page.goto(new URL(path, baseURL).href, {
        waitUntil: 'networkidle0',
      })
      expect(response?.status()).toBe(status)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      await hydrated(page)
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations?: string[] }).cspViolations,
      )
      expect(violations).toEqual([])
      expect(errors).toEqual([])
      await close()
    },
  )
})
