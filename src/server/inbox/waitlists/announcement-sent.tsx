import type { Offering } from '../../../shared/waitlist-fields'
import type { AnnouncementStatus } from '../../announcement/queries'
import { announcementContent } from '../../content/announcement'
import { When } from '../views/parts'

const text = announcementContent.inbox

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

/** What failed for good, and "Retry now" (docs/architecture.md, "Telling the waiting list when it opens (announcements)"). */
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
 * An announcement once sent: its subject, who sent it and when, how far its emails got, and
 * "Retry now" while some failed for good and announcements are on.
 */
export function AnnouncementSent({
  offering,
  status,
  problem,
}: {
  offering: Offering
  status: AnnouncementStatus
  problem?: string
}) {
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <h3 id={`announce-${offering}-heading`} className="text-sm font-semibold text-ink">
        {text.sentHeading}
      </h3>
      <p className="mt-1 break-words font-semibold text-ink">{status.subject}</p>
      <p className="text-sm text-ink-muted">
        {text.sentOn} <When at={status.sentAt} /> {text.by} <bdi>{status.sentBy}</bdi>
      </p>
      <Counts status={status} />
      {status.pending > 0 && <p className="mt-2 text-xs text-ink-muted">{text.pace}</p>}
      {status.failed > 0 && !problem && <RetryFailed offering={offering} failed={status.failed} />}
    </div>
  )
}
