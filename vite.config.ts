import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import UnoCSS from 'unocss/vite'
import { defineConfig, type Plugin } from 'vite'
import { inboxStyles } from './scripts/inbox-styles-plugin.ts'
import { logoSvgs } from './scripts/logo-svgs-plugin.ts'
import { lucideIcons } from './scripts/lucide-icons-plugin.ts'
import { ogImages } from './scripts/og-images-plugin.ts'
import { pageStyleInputs, pageStyles } from './scripts/page-styles-plugin.ts'
import { staticHeadersFile } from './scripts/static-headers.ts'

const clientOutDir = 'dist/client'
// `npm start` (vite preview: the production build in workerd) and `npm run dev` both listen here.
const port = Number(process.env.PORT ?? 8787)
// Locally `request.cf` is a placeholder; fetching the real one needs the internet, which local runs
// must not (it only prints a stack trace when offline).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false'
const manifestModuleId = 'virtual:client-manifest'

/**
 * The worker names the hashed client files by reading Vite's manifest of the client build, which
 * therefore has to be built first (see `builder.buildApp`). In dev there is no manifest: the module
 * exports null and the document links the source files, served by Vite with hot reload.
 */
function clientManifest(): Plugin {
  let isBuild = false
  return {
    name: 'client-manifest',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    resolveId(id) {
      if (id === manifestModuleId) return `\0${manifestModuleId}`
    },
    load(id) {
      if (id !== `\0${manifestModuleId}`) return
      if (!isBuild) return 'export default null'
      const manifestPath = resolve(clientOutDir, '.vite/manifest.json')
      return `export default ${readFileSync(manifestPath, 'utf8')}`
    },
  }
}

/** Writes `_headers` (scripts/static-headers.ts) into the client build. */
function staticHeaders(): Plugin {
  return {
    name: 'static-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeadersFile() })
    },
  }
}

export default defineConfig(({ command }) => ({
  // Names this build's content: pages carry it in their ETag (src/server/web/page-cache.ts). 'dev'
  // turns page caching off, since hot reload changes pages without a new build.
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? Date.now().toString(36) : 'dev') },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  plugins: [
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    UnoCSS(),
    clientManifest(),
    logoSvgs(),
    lucideIcons(),
    ogImages(),
    inboxStyles(),
    pageStyles(),
    staticHeaders(),
  ],
  environments: {
    client: {
      build: {
        outDir: clientOutDir,
        manifest: true,
        rollupOptions: {
          input: [
            'src/client/entry.ts',
            'src/client/styles.ts',
            'src/client/inbox-styles.ts',
            'src/client/inbox-keys.ts',
            'src/client/local-times.ts',
            ...pageStyleInputs,
          ],
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments
      if (!client || !ssr) throw new Error('expected the client and ssr environments')
      await builder.build(client)
      await builder.build(ssr)
    },
  },
}))
