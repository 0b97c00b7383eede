import { Hono } from 'hono'
import { acceleratorContent } from '../shared/content/accelerator'
import { corporateContent, technicalContent } from '../shared/content/coming-soon'
import { homeContent } from '../shared/content/home'
import { stackContent } from '../shared/content/stack'
import { routeList, routes } from '../shared/routes'
import contactFormPost from './contact/form-post'
import type { AppEnv } from './env'
import { pageCache } from './page-cache'
import { AcceleratorPage } from './pages/accelerator'
import { ComingSoonPage } from './pages/coming-soon'
import { renderContactPage } from './pages/contact'
import { HomePage } from './pages/home'
import { StackPage } from './pages/stack'

const pagePaths = routeList.map(({ path }) => path)

/**
 * The six pages of the spec; the renderer (mounted in index.ts) wraps each in the document. Pages
 * are read with GET or HEAD (the page cache sits on exactly those); any other method is told so.
 */
const site = new Hono<AppEnv>()
  .on('GET', pagePaths, pageCache)
  .get(routes.home.path, (c) => c.render(<HomePage />, { meta: homeContent.meta }))
  .get(routes.accelerator.path, (c) =>
    c.render(<AcceleratorPage />, { meta: acceleratorContent.meta }),
  )
  .get(routes.corporate.path, (c) =>
    c.render(<ComingSoonPage content={corporateContent} />, { meta: corporateContent.meta }),
  )
  .get(routes.technical.path, (c) =>
    c.render(<ComingSoonPage content={technicalContent} />, { meta: technicalContent.meta }),
  )
  .get(routes.stack.path, (c) => c.render(<StackPage />, { meta: stackContent.meta }))
  // ?sent=1 is where a form post made without JavaScript lands after the message was stored.
  .get(routes.contact.path, (c) =>
    renderContactPage(c, c.req.query('sent') === '1' ? { outcome: 'sent' } : undefined),
  )
  // The contact form, posted without JavaScript (the island sends JSON to /api/contact/send).
  .route(routes.contact.path, contactFormPost)
  // 'ALL' after the pages: reached only by a method no route above takes.
  .on('ALL', pagePaths, (c) =>
    c.body(null, 405, {
      Allow: c.req.path === routes.contact.path ? 'GET, HEAD, POST' : 'GET, HEAD',
    }),
  )

export default site
