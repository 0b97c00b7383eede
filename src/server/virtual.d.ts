declare module 'virtual:client-manifest' {
  import type { Manifest } from 'vite'

  /** Vite's manifest of the client build; null under `vite dev`, where sources are served as-is. */
  const manifest: Manifest | null
  export default manifest
}
