import type { Context } from 'hono'
import type { Offering } from '../../../shared/waitlist-fields'
import { readDraft } from '../../announcement/draft'
import { announce, announcementStatuses } from '../../announcement/queries'
import { announcementContent } from '../../content/announcement'
import { retryFailedAnnouncements } from '../../outbox/by-hand'
import { announcementSettings } from '../../settings/announcement'
import type { InboxEnv } from '../access/guard'
import { leaveNotice } from '../notice'
import { AnnouncementConfirm } from './announcement-confirm'
import type { AnnouncementRedraw } from './announcement-redraw'
import { waitlistCounts } from './waitlist-queries'

const text = announcementContent.inbox

/**
 * POST /inbox/waitlists/announce/<offering>: without `confirm`, the email to review; with
 * confirm=edit, the form again with the draft; with confirm=send, the announcement written and its
 * emails queued → 303. Once a list's announcement exists, every post here adds nothing (the table
 * holds one per offering, the outbox one row per address) and says so.
 */
export async function announceAction(
  c: Context<InboxEnv>,
  offering: Offering,
  redraw: (c: Context<InboxEnv>, again: AnnouncementRedraw, status: 200 | 400) => Promise<Response>,
) {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return c.redirect('/inbox/waitlists', 303)
  if ((await announcementStatuses(c.env.DB))[offering]) {
    leaveNotice(c, 'announce-already')
    return c.redirect('/inbox/waitlists', 303)
  }
  const fields = await c.req.parseBody()
  const read = readDraft(fields)
  if ('refused' in read) {
    const kept = {
      subject: typeof fields.subject === 'string' ? fields.subject : '',
      body: typeof fields.body === 'string' ? fields.body : '',
    }
    return redraw(c, { offering, draft: kept, error: read.refused }, 400)
  }
  const { draft } = read
  if (fields.confirm === 'edit') return redraw(c, { offering, draft }, 200)
  if (fields.confirm === 'send') {
    const by = c.var.staff.email
    const written = await announce(c.env.DB, { offering, ...draft, by }, new Date())
    leaveNotice(c, written ? 'announced' : 'announce-already')
    return c.redirect('/inbox/waitlists', 303)
  }
  const count = (await waitlistCounts(c.env.DB))[offering].confirmed
  return c.render(
    <AnnouncementConfirm
      offering={offering}
      draft={draft}
      count={count}
      sampleLink={`${settings.origin}/unsubscribe/…`}
    />,
    { meta: { title: text.confirmTitle(offering), description: '' } },
  )
}

/**
 * POST /inbox/waitlists/announce/<offering>/retry: the announcement's emails that failed for good
 * back in the outbox, each due now with a fresh 24-hour window ("Retry now") → 303, saying how
 * many. Nothing while announcements are off (nothing would send them).
 */
export async function retryAnnouncement(c: Context<InboxEnv>, offering: Offering) {
  if (announcementSettings(c.env).state !== 'ready') return c.redirect('/inbox/waitlists', 303)
  leaveNotice(c, { retried: await retryFailedAnnouncements(c.env.DB, offering) })
  return c.redirect('/inbox/waitlists', 303)
}
