import { reactRenderer } from '@hono/react-renderer'
import type { PageMeta } from '../shared/content/types'
import { Document } from './document'

declare module '@hono/react-renderer' {
  /** What every `c.render(page, props)` call says about the page. */
  interface Props {
    meta: PageMeta
    /** The page holds an island and must load the client entry. */
    hydrate?: boolean
    noindex?: boolean
  }
}

/** Streams each page, wrapped in the document shell, with React's edge renderer. */
export const renderer = reactRenderer(
  ({ children, c, meta, hydrate = false, noindex = false }) => (
    <Document
      meta={meta}
      currentPath={c.req.path}
      hydrate={hydrate}
      noindex={noindex}
      year={new Date().getUTCFullYear()}
    >
      {children}
    </Document>
  ),
  { stream: true },
)
