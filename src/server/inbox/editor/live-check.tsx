import type { Context } from 'hono'
import { routeList } from '../../../shared/routes'
import { checkEveryMs } from '../../site-content/live'
import { contentVersionHeader } from '../../site-content/middleware'
import type { InboxEnv } from '../access/guard'
import { editorContent } from '../content/editor'
import { takeNotice } from '../notice'
import { Notice } from '../views/parts'
import { askPublicSite } from './public-pages'
import { liveRelease } from './versions/revisions'

const text = editorContent.liveCheck

type Served = { path: string; label: string; version: number }

function LiveCheckPage({
  live,
  pages,
  notice,
}: {
  live: number
  pages: Served[]
  notice?: string
}) {
  const stale = pages.some((page) => page.version !== live)
  return (
    <article className="max-w-3xl">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
      {notice && (
        <div className="mt-4">
          <Notice text={notice} />
        </div>
      )}
      <p role="status" className="mt-4 font-semibold text-ink">
        {stale ? text.stale(live) : live === 0 ? text.nothingPublished : text.allLive(live)}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{text.lead}</p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-4">
              {text.page}
            </th>
            <th scope="col" className="py-2">
              {text.serves}
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.path} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-semibold">
                <a href={page.path} className="inbox-link">
                  {page.label}
                </a>
              </th>
              <td className="py-2">
                {text.version(page.version)} ({page.version === live ? text.live : text.old})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-ink-muted">{text.elsewhere(checkEveryMs / 1000)}</p>
      <p className="mt-4">
        <a href="/inbox/content" className="inbox-link">
          {text.back}
        </a>
      </p>
    </article>
  )
}

/**
 * GET /inbox/content/live: each public page asked, through the site's own app in this isolate,
 * which version of the content it serves. While one serves an older version the page says which
 * and reloads itself (Refresh) until every page serves the live one: a publish is never silently
 * not live.
 */
export async function liveCheck(c: Context<InboxEnv>) {
  const live = (await liveRelease(c.env.DB)).id
  const origin = new URL(c.req.url).origin
  const pages = await Promise.all(
    routeList.map(async ({ path, label }) => {
      const response = await askPublicSite(c, new Request(new URL(path, origin)))
      await response.body?.cancel()
      return { path, label, version: Number(response.headers.get(contentVersionHeader) ?? -1) }
    }),
  )
  if (pages.some((page) => page.version !== live)) c.header('Refresh', '3')
  const notice = takeNotice(c) ?? undefined
  return c.render(<LiveCheckPage live={live} pages={pages} notice={notice} />, {
    meta: { title: text.title, description: '' },
  })
}
