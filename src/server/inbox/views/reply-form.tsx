import { inboxConversationContent } from '../../../shared/content/conversation'
import { maxReplyLength } from '../reply'

const text = inboxConversationContent.form

/** Whether replies can be sent from the inbox, and if not, why (conversation/settings.ts). */
export type ReplyAvailability =
  | { state: 'ready' }
  | { state: 'off' }
  | { state: 'incomplete'; problem: string }

/**
 * The reply form: plain text, sent from the school's address. Its one-time key (new on each
 * render) makes a second post of the same form (a double click) a no-op; a new reply comes
 * from the page the first one redirects back to, with a new key.
 */
export function ReplyForm({
  action,
  replyKey,
  availability,
}: {
  action: string
  replyKey: string
  availability: ReplyAvailability
}) {
  return (
    <section aria-labelledby="reply-heading" className="mt-8">
      <h2 id="reply-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      {availability.state === 'ready' ? (
        <form method="post" action={action} className="grid max-w-2xl gap-2">
          <label htmlFor="reply" className="text-sm font-semibold text-ink">
            {text.label}
          </label>
          <p id="reply-hint" className="text-sm text-ink-muted">
            {text.hint}
          </p>
          <textarea
            id="reply"
            name="reply"
            required
            rows={6}
            maxLength={maxReplyLength}
            aria-describedby="reply-hint"
            className="inbox-input"
          />
          <input type="hidden" name="key" value={replyKey} />
          <div>
            <button type="submit" className="inbox-button-primary">
              <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
              {text.submit}
            </button>
          </div>
        </form>
      ) : (
        <p className="max-w-2xl text-sm text-ink-muted">
          {availability.state === 'off' ? text.off : text.incomplete(availability.problem)}
        </p>
      )}
    </section>
  )
}
