import { type Offering, offerings } from '../../../shared/waitlist-fields'
import type { AnnouncementStatus } from '../../announcement/queries'
import { waitlistConfirmationContent } from '../../content/waitlist-confirmation'
import { inboxContent } from '../content/inbox'
import { When } from '../views/parts'
import { AnnouncementPanel } from './announcement-panel'
import type { AnnouncementRedraw } from './announcement-redraw'
import type { Signup, WaitlistCounts } from './waitlist-queries'

const text = inboxContent.waitlists
const confirmation = waitlistConfirmationContent.inbox

export type WaitlistsPageProps = {
  counts: WaitlistCounts
  newest: Record<Offering, Signup[]>
  notice?: string
  /** Each list's announcement, why none can be sent, and a draft brought back into its form. */
  announcing: {
    announcements: Partial<Record<Offering, AnnouncementStatus>>
    problem?: string
    again?: AnnouncementRedraw
  }
}

/** /inbox/waitlists: each offering's list (count, newest, export, announcement), and erasure. */
export function WaitlistsPage({ counts, newest, notice, announcing }: WaitlistsPageProps) {
  return (
    <article>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
      <p className="mt-2 text-ink-muted">{text.lead}</p>
      <p className="mt-2 max-w-3xl text-sm text-ink-muted">{confirmation.lead}</p>
      {notice && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900"
        >
          {notice}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {offerings.map((offering) => (
          <section
            key={offering}
            aria-labelledby={`list-${offering}`}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`list-${offering}`} className="text-lg font-bold text-ink">
                {text.offerings[offering]}
              </h2>
              <p className="text-sm font-semibold text-ink-soft">
                {confirmation.counts(counts[offering])}
              </p>
            </div>
            <a href={`/inbox/waitlists/${offering}.csv`} className="inbox-button mt-3">
              <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
              {text.exportCsv}
            </a>
            <AnnouncementPanel
              offering={offering}
              status={announcing.announcements[offering]}
              problem={announcing.problem}
              {...(announcing.again?.offering === offering ? announcing.again : {})}
            />
            <h3 className="mt-5 text-sm font-semibold text-ink">{text.newest}</h3>
            {newest[offering].length === 0 ? (
              <p className="mt-2 text-sm text-ink-muted">{text.empty}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200 text-sm">
                {newest[offering].map((signup) => (
                  <li key={signup.email} className="flex flex-wrap justify-between gap-x-4 py-2">
                    <bdi className="min-w-0 break-all text-ink">{signup.email}</bdi>
                    <span className="text-ink-muted">
                      {confirmation.status[signup.status]} · <When at={signup.signed_up_at} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <section aria-labelledby="erase-heading" className="mt-8 max-w-xl">
        <h2 id="erase-heading" className="text-lg font-bold text-ink">
          {text.erase.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{text.erase.text}</p>
        <form
          method="post"
          action="/inbox/waitlists/erase"
          className="mt-3 flex flex-wrap items-end gap-3"
        >
          <div className="grid min-w-64 flex-1 gap-1.5">
            <label htmlFor="erase-email" className="text-sm font-semibold text-ink">
              {text.erase.label}
            </label>
            <input
              id="erase-email"
              name="email"
              type="email"
              required
              className="focusable rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
            />
          </div>
          <button type="submit" className="inbox-button text-red-800">
            {text.erase.submit}
          </button>
        </form>
      </section>
    </article>
  )
}
