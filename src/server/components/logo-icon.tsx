import logoUrls from 'virtual:logo-svgs'
import type { Logo } from '../../shared/content/types'

/**
 * A technology logo: an SVG file of its own (scripts/logo-svgs-plugin.ts), named by its alt text.
 * Sized by its box before it loads, so nothing moves when it arrives; below the fold it waits.
 */
export function LogoIcon({ logo, size = 'h-10 w-10' }: { logo: Logo; size?: string }) {
  const src = logoUrls[logo.icon]
  if (!src) throw new Error(`No SVG for the logo ${logo.icon}: is it named in src/shared/content?`)
  return (
    <img
      src={src}
      alt={logo.name}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className={`shrink-0 object-contain ${size}`}
    />
  )
}
