declare module 'virtual:client-manifest' {
  import type { Manifest } from 'vite'

  /** Vite's manifest of the client build; null under `vite dev`, where sources are served as-is. */
  const manifest: Manifest | null
  export default manifest
}

declare module 'virtual:logo-svgs' {
  /** Each technology logo the content names (`set:icon`): the URL of its SVG file. */
  const logos: Record<string, string>
  export default logos
}
