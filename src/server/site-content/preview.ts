// A page rendered with the drafts instead of the live content: the editor's preview. Only the
// inbox's own code can ask for one, by the Request object it hands the site's app: nothing a
// browser sends (a header, a query, a cookie) can turn a public page into a preview.
import type { DraftBannerProps } from '../components/draft-banner'
import type { LiveContent } from './live'

/** A preview's version: no publish has it, so no kept page or browser copy is ever taken for it. */
export const previewVersion = -1

/** What a preview renders: the drafts as content, and what its banner says. */
export type Preview = { content: LiveContent; banner: DraftBannerProps }

const previews = new WeakMap<Request, Preview>()

/** A request for `url` that the site's app renders with the drafts, under the draft banner. */
export function previewRequest(
  url: URL,
  content: LiveContent['content'],
  banner: DraftBannerProps,
): Request {
  const request = new Request(url)
  previews.set(request, { content: { version: previewVersion, content }, banner })
  return request
}

/** The preview a request asks for, or undefined for every other request. */
export const previewOf = (request: Request) => previews.get(request)

/** Whether a render is a preview (the page cache keeps none). */
export const isPreview = (content: LiveContent | undefined) => content?.version === previewVersion
