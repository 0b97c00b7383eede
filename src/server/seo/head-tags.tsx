import type { SchoolFacts } from '../../shared/content/facts'
import type { PageMeta } from '../../shared/content/types'
import { ogHeadline, ogImagePath, ogImageSize } from '../../shared/og-image'
import { site } from '../../shared/site'
import { JsonBlock } from '../components/json-block'
import { absoluteUrl } from './origin'
import { structuredData } from './structured-data'

/**
 * What search engines and link previews read in <head>: canonical URL, Open Graph, JSON-LD. A page
 * kept out of indexes (404, 500, a refused form) has no canonical URL: it is no page of the site.
 */
export function HeadTags({
  meta,
  origin,
  path,
  indexed,
  facts,
}: {
  meta: PageMeta
  origin: string
  path: string
  indexed: boolean
  facts: SchoolFacts
}) {
  const url = absoluteUrl(origin, path)
  // The preview image (built by scripts/og-images-plugin.ts) shows the brand and this title.
  const image = absoluteUrl(origin, ogImagePath(path))
  const imageAlt = `${site.name}: ${ogHeadline(meta.title, site.name)}`
  return (
    <>
      {indexed && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      {indexed && <meta property="og:url" content={url} />}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(ogImageSize.width)} />
      <meta property="og:image:height" content={String(ogImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <JsonBlock type="application/ld+json" data={structuredData(origin, path, facts)} />
    </>
  )
}
