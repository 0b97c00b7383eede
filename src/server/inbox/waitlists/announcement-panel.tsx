import type { Offering } from '../../../shared/waitlist-fields'
import { announcementLimits } from '../../announcement/draft'
import type { AnnouncementStatus } from '../../announcement/queries'
import { announcementContent } from '../../content/announcement'
import { When } from '../views/parts'

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

/** Sent, pending and failed, as figures a glance can read. */
function Counts({ status }: { status: AnnouncementStatus }) {
  const tones = {
    delivered: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    pending: 'border-slate-200 bg-slate-50 text-ink',
    failed: 'border-red-200 bg-red-50 text-red-900',
  } as const
  return (
    <dl aria-label={text.countsLabel} className="mt-3 grid grid-cols-3 gap-2">
      {(['delivered', 'pending', 'failed'] as const).map((key) => (
        <div key={key} className={`rounded-lg border px-3 py-2 ${tones[key]}`}>
          <dt className="text-xs font-semibold uppercase tracking-wide">{text.counts[key]}</dt>
          <dd className="text-xl font-bold tabular-nums">{status[key].toLocaleString('en-GB')}</dd>
        </div>
      ))}
    </dl>
  )
}

/** What failed for good, and "Retry now" (docs/inbox.md, "Waiting lists"). */
function RetryFailed({ offering, failed }: { offering: Offering; failed: number }) {
  const hint = `announce-${offering}-retry-hint`
  return (
    <form
      method="post"
      action={`/inbox/waitlists/announce/${offering}/retry`}
      className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2"
    >
      <p className="text-sm text-red-900">
        {text.failed(failed)}{' '}
        <span id={hint} className="text-red-800">
          {text.retryHint}
        </span>
      </p>
      <button type="submit" aria-describedby={hint} className="inbox-button ml-auto">
        <span className="i-lucide-rotate-cw h-4 w-4" aria-hidden="true" />
        {text.retry}
      </button>
    </form>
  )
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
  if (status) {
    return (
      <div className="mt-5 border-t border-slate-200 pt-4">
        <h3 id={id('heading')} className="text-sm font-semibold text-ink">
          {text.sentHeading}
        </h3>
        <p className="mt-1 break-words font-semibold text-ink">{status.subject}</p>
        <p className="text-sm text-ink-muted">
          {text.sentOn} <When at={status.sentAt} /> {text.by} <bdi>{status.sentBy}</bdi>
        </p>
        <Counts status={status} />
        {status.pending > 0 && <p className="mt-2 text-xs text-ink-muted">{text.pace}</p>}
        {status.failed > 0 && !problem && (
          <RetryFailed offering={offering} failed={status.failed} />
        )}
      </div>
    )
  }
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
