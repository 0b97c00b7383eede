import { preinitModule } from 'react-dom'
import { menuAttribute } from '../../shared/menu'
import { site } from '../../shared/site'
import { clientAssets } from '../assets'
import { BrandMark } from './brand-mark'

type NavProps = { currentPath: string }

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
              className={`focusable block rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors ${
                current
                  ? 'bg-brand-50 text-brand-700'
                  : 'text-ink-soft hover:bg-slate-100 hover:text-ink'
              }`}
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
 * Sticky top bar. Wide screens show the links in a row; narrow screens fold them into a native
 * <details> disclosure, which opens by touch, mouse or keyboard without any JavaScript; a few
 * lines of script (client/menu.ts) close it on Escape and when focus leaves it.
 */
export function SiteHeader({ currentPath }: NavProps) {
  // React hoists this <script type="module"> into <head>: the page asks for it by rendering the menu.
  preinitModule(clientAssets.menuScript, { as: 'script' })
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
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
        <details className="site-menu lg:hidden" {...{ [menuAttribute]: '' }}>
          <summary className="focusable flex cursor-pointer select-none items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-ink">
            <span className="i-lucide-menu h-5 w-5" aria-hidden="true" />
            {site.menuLabel}
          </summary>
          <nav
            aria-label="Main"
            className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
          >
            <NavLinks currentPath={currentPath} layout="column" />
          </nav>
        </details>
      </div>
    </header>
  )
}
