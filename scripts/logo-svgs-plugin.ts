// A Vite plugin (used by vite.config.ts and vitest.config.ts): the technology logos, each an SVG file
// of its own under /assets/ (hashed, immutable), shown with <img> on the two pages that name them.
// Drawn inline they were two thirds of /accelerator's HTML; as images they leave the first round
// trip (HTML + CSS) and arrive in parallel, cached across pages, never blocking the first paint.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getIconData, iconToSVG } from '@iconify/utils'
import type { Plugin } from 'vite'

const moduleId = 'virtual:logo-svgs'
const contentDir = 'src/shared/content'
/** The iconify sets logos come from; a logo is named `set:icon`, as iconify names them. */
const iconSets = {
  logos: '@iconify-json/logos/icons.json',
  'simple-icons': '@iconify-json/simple-icons/icons.json',
} as const

/** Every `set:icon` the content names, found as UnoCSS finds its classes: by reading the files. */
function namedLogos(): string[] {
  const sets = Object.keys(iconSets).join('|')
  const pattern = new RegExp(`['"]((?:${sets}):[a-z0-9-]+)['"]`, 'g')
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  )
  const names = files.flatMap((file) =>
    [...readFileSync(join(contentDir, file), 'utf8').matchAll(pattern)].map((match) => match[1]),
  )
  return [...new Set(names)].filter((name): name is string => name !== undefined).sort()
}

/**
 * A logo's parts drawn in plain black (no fill, or `currentColor`) follow the page's scheme: near
 * black on light, light on dark, so none disappears on a dark card.
 */
const schemeStyle =
  '<style>svg{color:#0f172a;fill:currentColor}@media (prefers-color-scheme:dark){svg{color:#e2e8f0}}</style>'

type LogoFile = { name: string; fileName: string; source: string }

async function logoFiles(): Promise<LogoFile[]> {
  const files: LogoFile[] = []
  for (const name of namedLogos()) {
    const [set = '', icon = ''] = name.split(':')
    const source = iconSets[set as keyof typeof iconSets]
    const { default: collection } = await import(source, { with: { type: 'json' } })
    const data = getIconData(collection, icon)
    if (!data) throw new Error(`${name}: no such icon in ${source}`)
    const { attributes, body } = iconToSVG(data)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${attributes.viewBox}">${schemeStyle}${body}</svg>`
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8)
    files.push({ name, fileName: `assets/logo-${set}-${icon}-${hash}.svg`, source: svg })
  }
  return files
}

/**
 * `virtual:logo-svgs`: `{ 'logos:react': '/assets/logo-logos-react-<hash>.svg' }` for exactly the
 * logos the content names; the client build writes those files (the dev server serves them).
 */
export function logoSvgs(): Plugin {
  return {
    name: 'logo-svgs',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return
      const urls = Object.fromEntries(
        (await logoFiles()).map((file) => [file.name, `/${file.fileName}`]),
      )
      return `export default ${JSON.stringify(urls)}`
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return
      for (const file of await logoFiles()) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const file = (await logoFiles()).find((logo) => `/${logo.fileName}` === request.url)
        if (!file) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(file.source)
      })
    },
  }
}
