// Screenshots of every route in Firefox ESR at phone and desktop widths, light and dark, for
// looking at the site as a Firefox visitor would:
// `node scripts/firefox-screenshots.ts [baseURL] [outDir]` against a running `npm start`.
import { mkdirSync } from 'node:fs'
import { routeList } from '../src/shared/routes.ts'
import { launchFirefox } from './firefox.ts'

const baseURL = process.argv[2] ?? 'http://localhost:8787'
const outDir = process.argv[3] ?? 'test-results/firefox-screenshots'
mkdirSync(outDir, { recursive: true })

for (const scheme of ['light', 'dark'] as const) {
  // BiDi has no media emulation: the colour scheme is the browser's, set when it starts.
  const browser = await launchFirefox({ scheme })
  const page = await browser.newPage()
  for (const width of [375, 1280]) {
    await page.setViewport({ width, height: width < 600 ? 812 : 800 })
    for (const { path } of [...routeList, { path: '/no-such-page' }]) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'networkidle0' })
      // Over BiDi a fresh Firefox can report the network idle while its first stylesheet is still
      // on the way: a screenshot then shows the page unstyled, which no visitor is left with.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet,
        ),
      )
      // A whole-page picture is taken without scrolling, so the bands that wait to be drawn until a
      // visitor nears them (uno.config.ts, `deferred-band`) would come out empty: draw them first
      // (through the CSSOM, which the site's CSP allows, unlike a <style> tag).
      await page.evaluate(() => {
        for (const band of document.querySelectorAll<HTMLElement>('.deferred-band'))
          band.style.contentVisibility = 'visible'
      })
      const name = path === '/' ? 'home' : path.slice(1)
      await page.screenshot({ path: `${outDir}/${name}-${width}-${scheme}.png`, fullPage: true })
    }
  }
  await browser.close()
}
console.log(`Screenshots in ${outDir}`)
