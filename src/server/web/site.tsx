import { type Context, Hono } from 'hono'
import { aboutOf } from '../../shared/contact-about'
import { acceleratorContent } from '../../shared/content/accelerator'
import { corporateContent, technicalContent } from '../../shared/content/coming-soon'
import { homeContent } from '../../shared/content/home'
import type { ComingSoonContent } from '../../shared/content/page-types'
import { privacyContent } from '../../shared/content/privacy'
import { programLengthOf } from '../../shared/content/program'
import { stackContent } from '../../shared/content/stack'
import { routeList, routes } from '../../shared/routes'
import applicationFormPost from '../applications/form-post'
import contactFormPost from '../contact/form-post'
import { AcceleratorPage } from '../pages/accelerator'
import { renderApplyPage } from '../pages/apply'
import { renderComingSoonPage } from '../pages/coming-soon'
import { renderContactPage } from '../pages/contact'
import { HomePage } from '../pages/home'
import { PrivacyPage } from '../pages/privacy'
import { StackPage } from '../pages/stack'
import { proposalFormPost } from '../proposals/form-post'
import type { AppEnv } from '../settings/env'
import { privacySettings } from '../settings/privacy'
import { factsOf } from '../site-content/facts'
import { siteContent } from '../site-content/middleware'
import { waitlistFormPost } from '../waitlist/form-post'
import { pageCache } from './page-cache'

const pagePaths = routeList.map(({ path }) => path)

/** The pages that take a form posted without JavaScript. */
const formPaths = new Set<string>([
  routes.contact.path,
  routes.corporate.path,
  routes.technical.path,
  routes.apply.path,
])

/** A sign-up made without JavaScript was stored: the page says so. */
const joined = (c: Context<AppEnv>) =>
  c.req.query('joined') === '1' ? { outcome: 'sent' as const } : undefined

/** A proposal request made without JavaScript was stored (or was the earlier one): so said. */
const proposed = (c: Context<AppEnv>) => {
  const sent = c.req.query('proposal')
  if (sent !== 'sent' && sent !== 'again') return undefined
  return { outcome: 'sent' as const, duplicate: sent === 'again' }
}

/** An offering's page, with what its forms posted without JavaScript came to. */
const offeringPage = (c: Context<AppEnv>, content: ComingSoonContent) =>
  renderComingSoonPage(c, content, joined(c), 200, proposed(c))

/**
 * The six pages of the spec, the privacy notice and the application form; the renderer (mounted in index.ts) wraps each in the document. Pages
 * are read with GET or HEAD (the page cache sits on exactly those); any other method is told so.
 */
const site = new Hono<AppEnv>()
  .on('GET', pagePaths, siteContent, pageCache)
  .get(routes.home.path, (c) => {
    const facts = factsOf(c.var.content)
    return c.render(<HomePage facts={facts} />, {
      meta: homeContent.metaWith(programLengthOf(facts).weeks),
    })
  })
  .get(routes.accelerator.path, (c) => {
    const facts = factsOf(c.var.content)
    return c.render(<AcceleratorPage facts={facts} />, {
      meta: acceleratorContent.metaWith(programLengthOf(facts)),
    })
  })
  // ?joined=1 is where a waiting-list sign-up made without JavaScript lands, ?proposal=sent
  // (or =again) a proposal request.
  .get(routes.corporate.path, (c) => offeringPage(c, corporateContent))
  .get(routes.technical.path, (c) => offeringPage(c, technicalContent))
  .get(routes.stack.path, (c) =>
    c.render(<StackPage weeks={programLengthOf(factsOf(c.var.content)).weeks} />, {
      meta: stackContent.meta,
    }),
  )
  // ?sent=1 is where a form post made without JavaScript lands after the message was stored;
  // ?about=corporate (accelerator, technical) chooses what the message is about.
  .get(routes.contact.path, (c) =>
    renderContactPage(c, {
      kind: c.req.query('sent') === '1' ? 'sent' : 'form',
      about: aboutOf(c.req.query('about')),
    }),
  )
  .get(routes.privacy.path, (c) =>
    c.render(
      <PrivacyPage
        settings={privacySettings(c.env)}
        phone={factsOf(c.var.content).contact?.phone}
      />,
      { meta: privacyContent.meta },
    ),
  )
  // ?cohort=<start date> chooses the cohort; ?sent=1 (or =again, the mailbox's earlier
  // application) is where an application sent without JavaScript lands once stored.
  .get(routes.apply.path, (c) => {
    const sent = c.req.query('sent')
    const kind = sent === '1' ? 'received' : sent === 'again' ? 'duplicate' : 'form'
    return renderApplyPage(c, { kind, cohort: c.req.query('cohort') })
  })
  // The contact form, posted without JavaScript (the island sends JSON to /api/contact/send).
  .route(routes.contact.path, contactFormPost)
  // The waiting lists, signed up to without JavaScript (the island sends JSON to /api/waitlist).
  .route(routes.corporate.path, waitlistFormPost(corporateContent))
  .route(routes.technical.path, waitlistFormPost(technicalContent))
  // Proposal requests, sent without JavaScript (the island sends JSON to /api/proposals/send).
  .route(`${routes.corporate.path}/proposal`, proposalFormPost(corporateContent))
  .route(`${routes.technical.path}/proposal`, proposalFormPost(technicalContent))
  // Applications, sent without JavaScript (the island sends JSON to /api/applications).
  .route(routes.apply.path, applicationFormPost)
  // 'ALL' after the pages: reached only by a method no route above takes.
  .on('ALL', pagePaths, (c) =>
    c.body(null, 405, { Allow: formPaths.has(c.req.path) ? 'GET, HEAD, POST' : 'GET, HEAD' }),
  )

export default site
