// A Vite plugin (vite.config.ts): each page's link-preview image, a 1200×630 PNG drawn at build
// time from the brand and the page's title, with no network: the layout by satori (which turns the
// text into paths, with Inter from @fontsource), the pixels by resvg (WebAssembly). The client build
// writes them to /og/<page>.png; the dev server draws them on request.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import satori from 'satori'
import type { Plugin } from 'vite'
import { acceleratorContent } from '../src/shared/content/accelerator.ts'
import { applyContent } from '../src/shared/content/admissions/apply.ts'
import { corporateContent, technicalContent } from '../src/shared/content/coming-soon.ts'
import { contactContent } from '../src/shared/content/contact.ts'
import { homeContent } from '../src/shared/content/home.ts'
import { privacyContent } from '../src/shared/content/privacy.ts'
import { stackContent } from '../src/shared/content/stack.ts'
import type { PageMeta } from '../src/shared/content/types.ts'
import { ogHeadline, ogImagePath, ogImageSize } from '../src/shared/og-image.ts'
import type { RouteName } from '../src/shared/routes.ts'
import { routes } from '../src/shared/routes.ts'
import { site } from '../src/shared/site.ts'

/** Each route's <head> meta: the image shows its title. */
const pageMeta: Record<RouteName, PageMeta> = {
  home: homeContent.meta,
  accelerator: acceleratorContent.meta,
  corporate: corporateContent.meta,
  technical: technicalContent.meta,
  stack: stackContent.meta,
  contact: contactContent.meta,
  privacy: privacyContent.meta,
  apply: applyContent.meta,
}

const require = createRequire(import.meta.url)
const font = (weight: 700 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))

/** The brand mark (src/server/components/brand-mark.tsx), as an image satori can place. */
const brandMark = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2453c7"/><path d="M12.5 10 7 16l5.5 6M19.5 10 25 16l-5.5 6" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="16" r="2.2" fill="#fbbf24"/></svg>',
).toString('base64')}`

type Node = { type: string; props: Record<string, unknown> }
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style, children, ...extra },
})

/** The card: the brand on top, the page's title large below it, on the brand's blue. */
function card(headline: string): Node {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundImage: 'linear-gradient(135deg, #12295f 0%, #1c42a3 60%, #2453c7 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 24, fontSize: 40, fontWeight: 700 }, [
        h(
          'img',
          { width: 80, height: 80, borderRadius: 18, border: '3px solid #ffffff' },
          undefined,
          {
            src: brandMark,
            width: 80,
            height: 80,
          },
        ),
        site.name,
      ]),
      h(
        'div',
        {
          display: 'flex',
          fontSize: headline.length > 34 ? 68 : 84,
          fontWeight: 800,
          lineHeight: 1.1,
        },
        headline,
      ),
    ],
  )
}

let wasmReady: Promise<void> | undefined

/** One page's image: its title drawn into the card, as PNG bytes. */
export async function renderOgImage(title: string): Promise<Uint8Array> {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
  await wasmReady
  const svg = await satori(card(ogHeadline(title, site.name)) as never, {
    ...ogImageSize,
    fonts: [
      { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
      { name: 'Inter', data: font(800), weight: 800, style: 'normal' },
    ],
  })
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: ogImageSize.width } })
  return resvg.render().asPng()
}

/** Every route's image file: its served path and the title it shows. */
const images = () =>
  (Object.keys(routes) as RouteName[]).map((name) => ({
    path: ogImagePath(routes[name].path),
    title: pageMeta[name].title,
  }))

export function ogImages(): Plugin {
  return {
    name: 'og-images',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      for (const image of images()) {
        const source = await renderOgImage(image.title)
        this.emitFile({ type: 'asset', fileName: image.path.slice(1), source })
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const image = images().find((entry) => entry.path === request.url)
        if (!image) return next()
        response.setHeader('Content-Type', 'image/png')
        response.end(await renderOgImage(image.title))
      })
    },
  }
}
