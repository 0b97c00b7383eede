import type { ReactNode } from 'react'
import type { SchoolFacts } from '../../shared/content/facts'
import type { PageMeta } from '../../shared/content/types'
import { site } from '../../shared/site'
import { SiteFooter } from '../components/site-footer'
import { SiteHeader } from '../components/site-header'
import { HeadTags } from '../seo/head-tags'
import { absoluteUrl } from '../seo/origin'
import { clientAssets, stylesFor } from './assets'

export type DocumentProps = {
  meta: PageMeta
  /** The site's public origin, for canonical and Open Graph URLs. */
  origin: string
  currentPath: string
  /** Whether the page holds an island; only then does it load any JavaScript. */
  hydrate: boolean
  noindex: boolean
  /** Third-party scripts a configured feature needs, loaded async. */
  scripts: readonly string[]
  year: number
  /** The school's facts as live: the structured data describes them. */
  facts: SchoolFacts
  /** Above the header: the draft banner of the editor's preview. */
  banner?: ReactNode
  children: ReactNode
}

/** The <html> shell every page shares: head, skip link, sticky header, main, footer. */
export function Document(props: DocumentProps) {
  const { meta, origin, currentPath, hydrate, noindex, scripts, year, facts, banner, children } =
    props
  const { devScripts, islandEntry, islandPreloads } = clientAssets
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {noindex && <meta name="robots" content="noindex" />}
        <HeadTags meta={meta} origin={origin} path={currentPath} indexed={!noindex} facts={facts} />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {stylesFor(currentPath).map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {devScripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {hydrate &&
          islandPreloads.map((href) => <link key={href} rel="modulepreload" href={href} />)}
        {hydrate && <script type="module" src={islandEntry} />}
        {scripts.map((src) => (
          <script key={src} src={src} async />
        ))}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-ink antialiased">
        <a href="#main" className="skip-link focusable">
          {site.skipLink}
        </a>
        {banner}
        <SiteHeader currentPath={currentPath} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {/* On paper the chrome is left out: this line says where the page lives. A page kept out
            of indexes is no page of the site, and its address may carry a secret (an unsubscribe
            link's token) that a printout must not hand on. */}
        {!noindex && (
          <p className="container hidden pb-4 text-sm print:block">
            {site.printAddressLabel} {absoluteUrl(origin, currentPath)}
          </p>
        )}
        <SiteFooter year={year} contact={facts.contact} />
      </body>
    </html>
  )
}
