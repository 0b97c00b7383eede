import logoSvgs from 'virtual:logo-svgs'
import { replaceIDs } from '@iconify/utils'
import type { Logo } from '../../shared/content/types'

/**
 * A technology logo as inline SVG, announced by its name. Only the pages that show logos carry
 * them (the site-wide stylesheet holds none); a logo's inner ids are made unique per use, so two
 * logos with gradients never share one.
 */
export function LogoIcon({ logo, size = 'h-10 w-10' }: { logo: Logo; size?: string }) {
  const svg = logoSvgs[logo.icon]
  if (!svg) throw new Error(`No SVG for the logo ${logo.icon}: is it named in src/shared/content?`)
  return (
    <svg role="img" aria-label={logo.name} viewBox={svg.viewBox} className={`shrink-0 ${size}`}>
      <title>{logo.name}</title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: SVG from the iconify packages, built in; never visitor text */}
      <g dangerouslySetInnerHTML={{ __html: replaceIDs(svg.body) }} />
    </svg>
  )
}
