import type { ReactNode } from 'react'
import { site } from '../../../shared/site'
import { BrandMark } from '../../components/brand-mark'
import { clientAssets } from '../../web/assets'
import { inboxApplicationsContent } from '../content/applications'
import { callsInboxContent } from '../content/calls'
import { editorContent } from '../content/editor'
import { inboxContent } from '../content/inbox'
import { proposalsContent } from '../content/proposals'

type InboxDocumentProps = { title: string; staffEmail: string | undefined; children: ReactNode }

/**
 * The staff's <html> shell: the site's stylesheet and the staff's own, the site's brand, a header naming who is signed in,
 * and one small script of the staff's own (same origin, no inline code). Kept out of search engines even if a URL escapes.
 */
export function InboxDocument({ title, staffEmail, children }: InboxDocumentProps) {
  const { styles, inboxStyles, devScripts, inboxScript } = clientAssets
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${site.name}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        {/* Never the URL of an inbox page (it may hold a search) to another site; same-origin
            posts still carry the Origin the same-origin check reads (no-referrer would null it). */}
        <meta name="referrer" content="same-origin" />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {[...styles, ...inboxStyles].map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {[...devScripts, ...(devScripts.length ? ['/src/client/inbox-styles.ts'] : [])].map(
          (src) => (
            <script key={src} type="module" src={src} />
          ),
        )}
        {/* The keyboard and "select all", for signed-in pages: everything works without it. */}
        {staffEmail && <script type="module" src={inboxScript} />}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-ink antialiased">
        <a href="#main" className="skip-link focusable">
          {inboxContent.skipLink}
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="container flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <a
              href="/inbox"
              className="focusable flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-ink"
            >
              <BrandMark className="h-8 w-8 shrink-0" />
              <span className="hidden sm:inline">{site.name}</span>
              <span className="rounded-md bg-brand-50 px-2 py-0.5 text-brand-700">
                {inboxContent.brandSuffix}
              </span>
            </a>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              {staffEmail && (
                <p className="min-w-0 break-all">
                  {inboxContent.signedInAs}{' '}
                  <bdi className="font-semibold text-ink" data-testid="staff-email">
                    {staffEmail}
                  </bdi>
                </p>
              )}
              <a href="/inbox/applications" className="inbox-link">
                {inboxApplicationsContent.nav}
              </a>
              <a href="/inbox/calls" className="inbox-link">
                {callsInboxContent.nav}
              </a>
              <a href="/inbox/waitlists" className="inbox-link">
                {inboxContent.waitlists.nav}
              </a>
              <a href="/inbox/proposals" className="inbox-link">
                {proposalsContent.nav}
              </a>
              <a href="/inbox/content" className="inbox-link">
                {editorContent.nav}
              </a>
              <a href="/" className="inbox-link">
                {inboxContent.backToSite}
              </a>
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="container flex-1 py-8 outline-none">
          {children}
        </main>
      </body>
    </html>
  )
}
