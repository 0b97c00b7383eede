/** Set by vite.config.ts (and vitest.config.ts): absent when Node loads a module directly. */
declare const __BUILD_ID__: string | undefined

/** Names this build's content: a new value with every build, 'dev' under `vite dev`. */
export const buildId = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'

/** `vite dev`: hot reload changes pages without a new build, and injects styles inline. */
export const isDevServer = buildId === 'dev'
