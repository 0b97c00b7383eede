import type { Offering } from '../../../shared/waitlist-fields'
import type { AnnouncementDraft } from '../../announcement/draft'
import { announcementContent } from '../../content/announcement'

const text = announcementContent.inbox

/**
 * The step before an announcement goes out: the email as each address will read it (the footer
 * and its link included), how many it goes to, and the one button that sends it. The draft rides
 * along in hidden fields, so "Change the text" brings it back into the form.
 */
export function AnnouncementConfirm({
  offering,
  draft,
  count,
  sampleLink,
}: {
  offering: Offering
  draft: AnnouncementDraft
  count: number
  sampleLink: string
}) {
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">
        {text.confirmTitle(offering)}
      </h1>
      <p className="mt-3 text-ink-soft">{text.confirmText(count)}</p>
      <h2 className="mt-6 text-sm font-semibold text-ink">{text.preview}</h2>
      <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <p className="break-words font-semibold text-ink">{draft.subject}</p>
        <p className="mt-2 whitespace-pre-wrap break-words text-ink">{draft.body}</p>
        <p className="mt-4 whitespace-pre-wrap break-words text-sm text-ink-muted">
          {announcementContent.email.footer(offering, sampleLink)}
        </p>
      </div>
      <form
        method="post"
        action={`/inbox/waitlists/announce/${offering}`}
        className="mt-6 flex flex-wrap gap-3"
      >
        <input type="hidden" name="subject" value={draft.subject} />
        <input type="hidden" name="body" value={draft.body} />
        <button type="submit" name="confirm" value="send" className="inbox-button-primary">
          <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
          {text.send(count)}
        </button>
        <button type="submit" name="confirm" value="edit" className="inbox-button">
          {text.edit}
        </button>
      </form>
    </section>
  )
}
