// A Vite plugin (vite.config.ts): the inbox's own stylesheet. The site's stylesheet is what every
// visitor downloads, so UnoCSS leaves the staff's pages out of it (uno.config.ts); this generates
// their utilities, with the same config, into a second stylesheet that only inbox pages link.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { staffOnlyFiles } from '../uno.config.ts'
import { withGenerator } from './uno-generate.ts'
import { darkInboxColors, darkSchemeCss } from './uno-schemes.ts'

const moduleId = 'virtual:inbox-styles.css'

/** Every file of the staff's side, read as UnoCSS reads the site's. */
function staffSources(): string {
  const files = staffOnlyFiles.flatMap((path) =>
    path.endsWith('/')
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => join(path, file))
      : [path],
  )
  return files.map((file) => readFileSync(file, 'utf8')).join('\n')
}

/**
 * `virtual:inbox-styles.css`: the inbox's utilities and the theme variables they read, without
 * the preflights the site's sheet has, and the dark values of the colours only the inbox uses.
 */
export function inboxStyles(): Plugin {
  return {
    name: 'inbox-styles',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return
      for (const file of staffOnlyFiles) this.addWatchFile(file)
      const sources = staffSources()
      // The site's sheet, linked first, holds the preflights and the dark scheme of the colours
      // both sides use; the theme's variables the inbox's utilities read travel with them.
      const [theme, utilities] = await withGenerator(async (generator) => [
        (await generator.generate(sources)).getLayer('theme') ?? '',
        (await generator.generate(sources, { preflights: false })).css,
      ])
      return `${theme}${utilities}${darkSchemeCss(darkInboxColors)}`
    },
  }
}
