import { reactRenderer } from '@hono/react-renderer'
import type { PageMeta } from '../../shared/content/types'
import { DraftBanner } from '../components/draft-banner'
import { siteOrigin } from '../seo/origin'
import { speculationRulesPath } from '../seo/site-files'
import { factsOf } from '../site-content/facts'
import { previewOf } from '../site-content/preview'
import { stylesFor } from './assets'
import { Document } from './document'

declare module '@hono/react-renderer' {
  /** What every `c.render(page, props)` call says about the page. */
  interface Props {
    meta: PageMeta
    /** The page holds an island and must load the client entry. */
    hydrate?: boolean
    noindex?: boolean
    /** Third-party scripts a configured feature needs (Turnstile), loaded async. */
    scripts?: readonly string[]
  }
}

/**
 * Streams each page, wrapped in the document shell, with React's edge renderer. Every page names
 * the speculation rules that prefetch the next page on hover, and its stylesheet in a Link header.
 */
export const renderer = reactRenderer(
  ({ children, c, meta, hydrate = false, noindex = false, scripts = [] }) => {
    c.header('Speculation-Rules', `"${speculationRulesPath}"`)
    // Cloudflare turns this into a 103 Early Hint (when the zone has Early Hints on), so the
    // browser fetches the stylesheet while the worker is still rendering the page.
    const preloads = stylesFor(c.req.path).map((href) => `<${href}>; rel=preload; as=style`)
    if (preloads.length > 0) c.header('Link', preloads.join(', '))
    const preview = previewOf(c.req.raw)
    return (
      <Document
        meta={meta}
        origin={siteOrigin(c)}
        currentPath={c.req.path}
        hydrate={hydrate}
        noindex={noindex || preview !== undefined}
        scripts={scripts}
        year={new Date().getUTCFullYear()}
        facts={factsOf(c.get('content'))}
        banner={preview && <DraftBanner {...preview.banner} />}
      >
        {children}
      </Document>
    )
  },
  { stream: true },
)
