import manifest from 'virtual:client-manifest'
import type { Manifest } from 'vite'
import { ownStylesheets, stylesheetEntry } from './page-styles'

/** The tags a page needs: the stylesheet every page links, and the island script some pages load. */
export type ClientAssets = {
  styles: readonly string[]
  /** The pages with a stylesheet of their own (page-styles.ts), by route: linked in `styles`' place. */
  pageStyles: Readonly<Record<string, readonly string[]>>
  /** Scripts to load before any island can run (the dev client under `vite dev`). */
  devScripts: readonly string[]
  islandEntry: string
  islandPreloads: readonly string[]
  /** The staff's stylesheet, linked by inbox pages after the site's. */
  inboxStyles: readonly string[]
  /** The inbox's keyboard shortcuts and "select all" (src/client/inbox-keys.ts), staff pages only. */
  inboxScript: string
  /** Says a cohort's sessions in the visitor's own time (src/client/local-times.ts). */
  localTimesScript: string
}

const styleEntry = 'src/client/styles.ts'
const islandEntry = 'src/client/entry.ts'
const inboxStyleEntry = 'src/client/inbox-styles.ts'
const inboxScriptEntry = 'src/client/inbox-keys.ts'
const localTimesEntry = 'src/client/local-times.ts'

/** Collects the chunks an entry imports, so the browser can fetch them in parallel. */
function importedChunks(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  for (const imported of manifest[key]?.imports ?? []) {
    const file = manifest[imported]?.file
    if (!file || seen.has(file)) continue
    seen.add(file)
    importedChunks(manifest, imported, seen)
  }
  return [...seen]
}

function fromManifest(manifest: Manifest): ClientAssets {
  const entry = manifest[islandEntry]
  const styles = manifest[styleEntry]?.css
  const inboxStyles = manifest[inboxStyleEntry]?.css
  const inboxScript = manifest[inboxScriptEntry]
  const localTimes = manifest[localTimesEntry]
  if (!entry || !styles?.length || !inboxStyles?.length || !inboxScript || !localTimes) {
    throw new Error('client manifest lacks an entry')
  }
  const pageStyles = Object.keys(ownStylesheets).map((route) => {
    const css = manifest[stylesheetEntry(route)]?.css
    if (!css?.length) throw new Error(`client manifest lacks the stylesheet of ${route}`)
    return [route, css.map((file) => `/${file}`)] as const
  })
  return {
    styles: styles.map((file) => `/${file}`),
    pageStyles: Object.fromEntries(pageStyles),
    devScripts: [],
    islandEntry: `/${entry.file}`,
    islandPreloads: importedChunks(manifest, islandEntry).map((file) => `/${file}`),
    inboxStyles: inboxStyles.map((file) => `/${file}`),
    inboxScript: `/${inboxScript.file}`,
    localTimesScript: `/${localTimes.file}`,
  }
}

// Under `vite dev` the sources are served by Vite itself; styles arrive through its client.
const devAssets: ClientAssets = {
  styles: [],
  pageStyles: {},
  devScripts: ['/@vite/client', `/${styleEntry}`],
  islandEntry: `/${islandEntry}`,
  islandPreloads: [],
  // Under `vite dev` the stylesheet arrives through this module, as the site's does.
  inboxStyles: [],
  inboxScript: `/${inboxScriptEntry}`,
  localTimesScript: `/${localTimesEntry}`,
}

/** Resolved once per isolate: the manifest is fixed at build time. */
export const clientAssets = manifest ? fromManifest(manifest) : devAssets

/** The stylesheets the page at `path` links: its own where it has one, the site-wide one else. */
export const stylesFor = (path: string) => clientAssets.pageStyles[path] ?? clientAssets.styles
