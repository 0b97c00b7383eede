import { inboxConversationContent } from '../../content/conversation'
import { maxReplyLength } from './text-limits'

const text = inboxConversationContent.form

/** Whether replies can be sent from the inbox, and if not, why (settings/conversation.ts). */
export type ReplyAvailability =
  | { state: 'ready' }
  | { state: 'off' }
  | { state: 'incomplete'; problem: string }

/** What the reply's mail will quote: the visitor's latest answer (when written), or nothing. */
export type ReplyQuoteNote = { answerWrittenOn: string } | null

/**
 * The reply form: plain text, sent from the school's address. Its one-time key (new on each
 * render) makes a second post of the same form (a double click) a no-op; a new reply comes
 * from the page the first one redirects back to, with a new key.
 */
export function ReplyForm({
  action,
  replyKey,
  availability,
  quote,
}: {
  action: string
  replyKey: string
  availability: ReplyAvailability
  quote: ReplyQuoteNote
}) {
  return (
    <section aria-labelledby="reply-heading" className="mt-8">
      <h2 id="reply-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      {availability.state === 'ready' ? (
        <form method="post" action={action} className="grid max-w-2xl gap-2">
          {/* Above the box, so it is read before writing (conversation/reply-quote.ts). */}
          {quote ? (
            <p id="reply-quote" className="text-sm text-ink-muted">
              {text.quotesAnswer(quote.answerWrittenOn)}
            </p>
          ) : (
            <p
              id="reply-quote"
              role="note"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {text.unverified}
            </p>
          )}
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
            aria-describedby="reply-quote reply-hint"
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
