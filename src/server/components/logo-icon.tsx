import type { Logo } from '../../shared/content/types'

/** A technology logo drawn by the UnoCSS icons preset, announced by its name. */
export function LogoIcon({ logo, size = 'h-10 w-10' }: { logo: Logo; size?: string }) {
  return (
    <span role="img" aria-label={logo.name} title={logo.name} className={`${logo.icon} ${size}`} />
  )
}
