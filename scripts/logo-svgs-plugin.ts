// A Vite plugin (used by vite.config.ts and vitest.config.ts): the technology logos, drawn as inline
// SVG on the two pages that show them, instead of in the stylesheet every page downloads.
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
  const names = readdirSync(contentDir).flatMap((file) =>
    [...readFileSync(join(contentDir, file), 'utf8').matchAll(pattern)].map((match) => match[1]),
  )
  return [...new Set(names)].filter((name): name is string => name !== undefined).sort()
}

/** `virtual:logo-svgs`: `{ 'logos:react': { viewBox, body } }` for exactly the logos the content names. */
export function logoSvgs(): Plugin {
  return {
    name: 'logo-svgs',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return
      const svgs: Record<string, { viewBox: string; body: string }> = {}
      for (const name of namedLogos()) {
        const [set = '', icon = ''] = name.split(':')
        const source = iconSets[set as keyof typeof iconSets]
        const { default: collection } = await import(source, { with: { type: 'json' } })
        const data = getIconData(collection, icon)
        if (!data) throw new Error(`${name}: no such icon in ${source}`)
        const { attributes, body } = iconToSVG(data)
        svgs[name] = { viewBox: attributes.viewBox, body }
      }
      return `export default ${JSON.stringify(svgs)}`
    },
  }
}
