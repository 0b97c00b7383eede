import { type Context, Hono } from 'hono'
import { isValidEmail } from '../../../shared/contact-fields'
import { type Offering, offerings } from '../../../shared/waitlist-fields'
import { announcementStatuses } from '../../announcement/queries'
import { announcementSettings } from '../../settings/announcement'
import type { InboxEnv } from '../access/guard'
import { inboxContent } from '../content/inbox'
import { csvLine } from '../export/csv'
import { eraseAddress } from '../message/message-queries'
import { leaveNotice, takeNotice } from '../notice'
import { announceAction, retryAnnouncement } from './announce'
import type { AnnouncementRedraw } from './announcement-redraw'
import { allSignups, newestSignups, waitlistCounts } from './waitlist-queries'
import { WaitlistsPage } from './waitlists-page'

const text = inboxContent.waitlists
const meta = { title: text.title, description: '' }
const isOffering = (value: string): value is Offering => offerings.includes(value as Offering)

async function posted(c: Context<InboxEnv>, name: string) {
  const value = (await c.req.parseBody())[name]
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The waiting lists, under the inbox's guard (mounted at /inbox/waitlists):
 *
 *   GET  /                      each offering: count, newest, export, announcement; erase by address
 *   GET  /<offering>.csv        the whole list, with the message export's rules
 *   POST /announce/<offering>   subject=…&body=…: review; confirm=send: the announcement → 303
 *   POST /announce/<offering>/retry   its emails that failed for good, queued again → 303
 *   POST /erase                 email=…: the confirmation step; with confirm=erase, the erasure → 303
 */
/** The page, with each list's announcement; `again` brings a draft back into its form. */
async function renderWaitlists(c: Context<InboxEnv>, again?: AnnouncementRedraw, status = 200) {
  const [counts, announcements] = await Promise.all([
    waitlistCounts(c.env.DB),
    announcementStatuses(c.env.DB),
  ])
  const newest = Object.fromEntries(
    await Promise.all(
      offerings.map(async (offering) => [offering, await newestSignups(c.env.DB, offering, 20)]),
    ),
  ) as Record<Offering, Awaited<ReturnType<typeof newestSignups>>>
  const notice = takeNotice(c) ?? undefined
  const settings = announcementSettings(c.env)
  const problem = settings.state === 'ready' ? undefined : settings.problem
  c.status(status as 200)
  return c.render(
    <WaitlistsPage
      counts={counts}
      newest={newest}
      notice={notice}
      announcing={{ announcements, problem, again }}
    />,
    { meta },
  )
}

const waitlists = new Hono<InboxEnv>()
  .get('/', (c) => renderWaitlists(c))
  .post('/announce/:offering{(corporate|technical)}', async (c) => {
    const offering = c.req.param('offering')
    if (!isOffering(offering)) return c.notFound()
    return announceAction(c, offering, renderWaitlists)
  })
  .post('/announce/:offering{(corporate|technical)}/retry', (c) => {
    const offering = c.req.param('offering')
    if (!isOffering(offering)) return c.notFound()
    return retryAnnouncement(c, offering)
  })
  .get('/:file{(corporate|technical)\\.csv}', async (c) => {
    const offering = c.req.param('file').replace(/\.csv$/, '')
    if (!isOffering(offering)) return c.notFound()
    const rows = await allSignups(c.env.DB, offering)
    const header = ['offering', 'email', 'signed_up_at', 'status', 'confirmed_at']
    const body = `\uFEFF${csvLine(header)}${rows
      .map((row) =>
        csvLine([offering, row.email, row.signed_up_at, row.status, row.confirmed_at ?? '']),
      )
      .join('')}`
    const date = new Date().toISOString().slice(0, 10)
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="waitlist-${offering}-${date}.csv"`,
    })
  })
  .post('/erase', async (c) => {
    const email = await posted(c, 'email')
    if (!isValidEmail(email)) return c.redirect('/inbox/waitlists', 303)
    if ((await posted(c, 'confirm')) === 'erase') {
      await eraseAddress(c.env.DB, email, c.var.staff.email)
      leaveNotice(c, 'waitlist-erased')
      return c.redirect('/inbox/waitlists', 303)
    }
    const words = text.erase
    return c.render(
      <section className="max-w-2xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{words.confirmTitle}</h1>
        <p className="mt-3 text-ink-soft">{words.confirmText}</p>
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 font-semibold text-ink">
          <bdi>{email}</bdi>
        </p>
        <form method="post" action="/inbox/waitlists/erase" className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="confirm" value="erase" />
          <button type="submit" className="inbox-button-danger">
            <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
            {words.confirm}
          </button>
          <a href="/inbox/waitlists" className="inbox-button">
            {words.cancel}
          </a>
        </form>
      </section>,
      { meta: { title: words.confirmTitle, description: '' } },
    )
  })

export default waitlists
