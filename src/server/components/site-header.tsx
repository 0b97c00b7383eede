import menu from 'virtual:lucide/menu'
import close from 'virtual:lucide/x'
import { Icon } from '../../client/icon'
import { site } from '../../shared/site'
import { BrandMark } from './brand-mark'

type NavProps = { currentPath: string }

/** The narrow screen's menu: a popover, opened by its button (popovertarget). */
export const menuId = 'site-menu'

function NavLinks({ currentPath, layout }: NavProps & { layout: 'row' | 'column' }) {
  const list = layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1 p-3'
  return (
    <ul className={list}>
      {site.nav.map((link) => {
        const current = link.href === currentPath
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={`nav-link ${current ? 'bg-brand-50 text-brand-700' : 'text-ink-soft hover:bg-slate-100 hover:text-ink'}`}
            >
              {link.label}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Sticky top bar. Wide screens show the links in a row; narrow screens fold them into a popover
 * that the platform opens, closes on Escape (focus back on the button) and on a click outside,
 * with no script at all. While it is open the page behind is dimmed (its ::backdrop) and the
 * button reads "Close" (uno.config.ts: `menuCss`). A browser without popovers shows the links
 * as a plain list under the bar and hides the button.
 */
export function SiteHeader({ currentPath }: NavProps) {
  return (
    <header className="site-header sticky top-0 z-50 border-b border-slate-200 bg-white">
      <div className="container flex h-16 items-center justify-between gap-4">
        <a
          href="/"
          aria-label={site.homeLinkLabel}
          className="focusable flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-ink"
        >
          <BrandMark className="h-8 w-8 shrink-0" />
          <span className="sm:hidden">{site.shortName}</span>
          <span className="hidden sm:inline">{site.name}</span>
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks currentPath={currentPath} layout="row" />
        </nav>
        <button
          type="button"
          popoverTarget={menuId}
          className="menu-button focusable flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-ink lg:hidden"
        >
          <Icon svg={menu} className="menu-closed h-5 w-5" />
          <Icon svg={close} className="menu-open h-5 w-5" />
          <span className="menu-closed">{site.menuLabel}</span>
          <span className="menu-open">{site.closeMenuLabel}</span>
        </button>
      </div>
      <nav
        id={menuId}
        popover="auto"
        aria-label="Main"
        className="menu border-b border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <NavLinks currentPath={currentPath} layout="column" />
      </nav>
    </header>
  )
}
