import type { Offering } from '../../../shared/waitlist-fields'
import { announcementLimits } from '../../announcement/draft'
import type { AnnouncementStatus } from '../../announcement/queries'
import { announcementContent } from '../../content/announcement'
import { AnnouncementSent } from './announcement-sent'

const text = announcementContent.inbox

/** What the panel of one list shows: the sent announcement, or the form (or why it is off). */
export type AnnouncementPanelProps = {
  offering: Offering
  status?: AnnouncementStatus
  /** Why announcements cannot be sent, when they cannot. */
  problem?: string
  draft?: { subject: string; body: string }
  error?: string
}

/**
 * One list's announcement: written once, then its delivery counts. A part of the list's own
 * section, not a landmark of its own (both lists' would carry the same name).
 */
export function AnnouncementPanel({
  offering,
  status,
  problem,
  draft,
  error,
}: AnnouncementPanelProps) {
  const id = (field: string) => `announce-${offering}-${field}`
  if (status) return <AnnouncementSent offering={offering} status={status} problem={problem} />
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 id={id('heading')} className="text-sm font-semibold text-ink">
        {text.heading}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{text.lead}</p>
      {problem ? (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {text.off(problem)}
        </p>
      ) : (
        <form
          method="post"
          action={`/inbox/waitlists/announce/${offering}`}
          className="mt-3 grid gap-3"
        >
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              {error}
            </p>
          )}
          <div className="grid gap-1.5">
            <label htmlFor={id('subject')} className="text-sm font-semibold text-ink">
              {text.subjectLabel}
            </label>
            <input
              id={id('subject')}
              name="subject"
              required
              maxLength={announcementLimits.subject}
              defaultValue={draft?.subject}
              className="inbox-input"
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={id('body')} className="text-sm font-semibold text-ink">
              {text.bodyLabel}
            </label>
            <textarea
              id={id('body')}
              name="body"
              required
              rows={6}
              maxLength={announcementLimits.body}
              defaultValue={draft?.body}
              aria-describedby={id('hint')}
              className="inbox-input"
            />
            <p id={id('hint')} className="text-xs text-ink-muted">
              {text.bodyHint}
            </p>
          </div>
          <div>
            <button type="submit" className="inbox-button-primary">
              <span className="i-lucide-megaphone h-4 w-4" aria-hidden="true" />
              {text.review}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
