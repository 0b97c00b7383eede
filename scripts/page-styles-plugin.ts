// A Vite plugin (vite.config.ts): a stylesheet for each page that has one of its own
// (src/server/web/page-styles.ts), holding only the rules that page can draw. The site-wide sheet
// holds every public page's rules, a fifth of them forms /accelerator never shows; a page's own
// sheet is generated, with the site's UnoCSS config, from the modules the page imports and those
// of the document around it, followed import by import (docs/decisions.md, "A page's stylesheet
// holds the rules of what that page renders").
import { existsSync, readFileSync, statSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { documentModules, ownStylesheets, stylesheetEntry } from '../src/server/web/page-styles.ts'
import { staffOnlyFiles } from '../uno.config.ts'
import { relativeImports } from './check-node-imports.ts'
import { withGenerator } from './uno-generate.ts'

const prefix = 'virtual:page-styles/'

/** The file an import names, as Vite finds it: as written, or with `.ts`, `.tsx` or `/index.ts`. */
function fileOf(path: string): string | undefined {
  return [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find(
    (file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file),
  )
}

const isStaffOnly = (file: string) =>
  staffOnlyFiles.some((path) => relative(process.cwd(), file).startsWith(path))

/** Every module the entries import, as far as their relative imports go, the staff's left out. */
export function modulesOf(entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const waiting = entries.map((entry) => resolve(entry))
  for (let file = waiting.pop(); file; file = waiting.pop()) {
    if (seen.has(file) || isStaffOnly(file)) continue
    seen.add(file)
    for (const specifier of relativeImports(readFileSync(file, 'utf8'), file)) {
      const imported = fileOf(resolve(file, '..', specifier))
      if (imported) waiting.push(imported)
    }
  }
  return [...seen]
}

/** The CSS of the page at `route`: its modules' utilities, with the site's preflights. */
async function pageCss(route: string, files: readonly string[]) {
  const sources = files.map((file) => readFileSync(file, 'utf8')).join('\n')
  const { css } = await withGenerator((generator) => generator.generate(sources))
  if (!css.includes('.container'))
    throw new Error(`${route}'s stylesheet came out without its rules`)
  return css
}

/** `virtual:page-styles/accelerator`: the entry whose CSS is /accelerator's stylesheet. */
export function pageStyles(): Plugin {
  const routes = new Map(
    Object.keys(ownStylesheets).map((route) => [stylesheetEntry(route), route]),
  )
  return {
    name: 'page-styles',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return
      const entry = id.slice(1).replace(/\.css$/, '')
      const route = routes.get(entry)
      if (!route) throw new Error(`no page has the stylesheet ${entry}`)
      if (!id.endsWith('.css')) return `import '${entry}.css'`
      const files = modulesOf([...documentModules, ownStylesheets[route] ?? ''])
      for (const file of files) this.addWatchFile(file)
      return pageCss(route, files)
    },
  }
}

/** The client build's inputs: one entry a page with a stylesheet of its own. */
export const pageStyleInputs = Object.keys(ownStylesheets).map(stylesheetEntry)
