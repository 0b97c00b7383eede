import type { Context } from 'hono'
import { type RouteName, routes } from '../../../shared/routes'
import { previewRequest } from '../../site-content/preview'
import { checkContent, contentGroupNames } from '../../site-content/schema/index.ts'
import type { InboxEnv } from '../access/guard'
import { editorContent } from '../content/editor'
import { draftsOf } from './drafts'
import { askPublicSite } from './public-pages'
import { releaseChanges, releaseOf } from './release'
import { scheduleContradictions } from './schedule-check'
import { liveRelease } from './versions/revisions'

/** Where the public site serves photos (site-content/photos.ts). */
const photosPrefix = '/photos/'

/** The pages a preview names, `home` for the home page. */
export const previewPages = Object.keys(routes) as RouteName[]

/**
 * GET /inbox/content/preview/<page>: the public page rendered with the drafts, through the site's
 * own app and components, under the draft banner (what changed since the live version, what the
 * page leaves out because publishing would refuse it), noindex and never stored (the inbox's
 * answers are no-store).
 */
export async function previewPage(c: Context<InboxEnv>, page: RouteName) {
  const db = c.env.DB
  const [drafts, live] = await Promise.all([draftsOf(db), liveRelease(db)])
  const release = releaseOf(drafts, live.content)
  const incomplete = contentGroupNames
    .filter((group) => group in release && !checkContent(group, 'publish', release[group]).ok)
    .map((group) => editorContent.groups[group])
  const changes = releaseChanges(live.content, release)
  const url = new URL(routes[page].path, new URL(c.req.url).origin)
  const answer = await askPublicSite(
    c,
    previewRequest(url, release, {
      changes,
      incomplete,
      contradictions: scheduleContradictions(release),
    }),
  )
  return asPreview(answer)
}

/**
 * What a preview changes in the page the site rendered. Its photos come through the inbox, which
 * serves a draft's too (the public site serves only published ones). Its forms are inert: a
 * preview looks at the page, and a message or a sign-up sent from it would be a real one.
 */
const asPreview = (answer: Response) =>
  new HTMLRewriter()
    .on(`img[src^="${photosPrefix}"]`, {
      element(img) {
        img.setAttribute('src', `/inbox/content${img.getAttribute('src')}`)
        const sizes = img.getAttribute('srcset')
        // Every candidate of the set is one of the site's photo paths, each moved likewise.
        if (sizes)
          img.setAttribute(
            'srcset',
            sizes.replaceAll(photosPrefix, `/inbox/content${photosPrefix}`),
          )
      },
    })
    .on('form', {
      element(form) {
        form.setAttribute('inert', '')
      },
    })
    .transform(answer)
