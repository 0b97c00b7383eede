// Screenshots of every route at phone and desktop widths, light and dark, for looking at the site
// as a visitor would: `node scripts/screenshots.ts [baseURL] [outDir]` against a running `npm start`.
import { mkdirSync } from 'node:fs'
import { routeList } from '../src/shared/routes.ts'
import { launchChromium } from './chromium.ts'

const baseURL = process.argv[2] ?? 'http://localhost:8787'
const outDir = process.argv[3] ?? 'test-results/screenshots'
mkdirSync(outDir, { recursive: true })

const browser = await launchChromium()
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    const viewport = { width, height: width < 600 ? 740 : 900 }
    const page = await browser.newPage({ viewport, colorScheme })
    for (const { path } of [...routeList, { path: '/no-such-page' }]) {
      await page.goto(new URL(path, baseURL).href, { waitUntil: 'networkidle' })
      // A whole-page picture is taken without scrolling, so the bands that wait to be drawn until a
      // visitor nears them (uno.config.ts, `deferred-band`) would come out empty: draw them first
      // (through the CSSOM, which the site's CSP allows, unlike a <style> tag).
      await page.evaluate(() => {
        for (const band of document.querySelectorAll<HTMLElement>('.deferred-band'))
          band.style.contentVisibility = 'visible'
      })
      const name = path === '/' ? 'home' : path.slice(1)
      await page.screenshot({
        path: `${outDir}/${name}-${width}-${colorScheme}.png`,
        fullPage: true,
      })
    }
    await page.close()
  }
}
await browser.close()
console.log(`Screenshots in ${outDir}`)
