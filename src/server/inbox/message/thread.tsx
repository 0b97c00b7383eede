import { inboxConversationContent } from '../../content/conversation'
import { When } from '../views/parts'
import { AnswerBody } from './answer-body'
import type { ThreadEntry } from './conversation-queries'

const text = inboxConversationContent.thread

const deliveryStyle: Record<NonNullable<ThreadEntry['delivery']>, string> = {
  pending: 'bg-amber-50 text-amber-900 border-amber-200',
  delivered: 'bg-green-50 text-green-900 border-green-200',
  failed: 'bg-red-50 text-red-900 border-red-200',
}

/** An answer's attachment names: a JSON array as stored, anything else read as none. */
function attachmentNames(stored: string | null): string[] {
  try {
    const names: unknown = JSON.parse(stored ?? '[]')
    // Each name once: two files of one name are one fact to staff (and one React key).
    return Array.isArray(names)
      ? [...new Set(names.filter((name) => typeof name === 'string'))]
      : []
  } catch {
    return []
  }
}

function EntryHeader({ entry }: { entry: ThreadEntry }) {
  const isReply = entry.kind === 'reply'
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-semibold text-ink">{isReply ? text.reply : text.answer}</span>
      <span className="min-w-0 break-all text-ink-soft">
        {`${isReply ? text.by : text.from} `}
        <bdi>{entry.author}</bdi>
      </span>
      <span className="text-ink-soft">
        <When at={entry.written_at} />
      </span>
      {entry.delivery && (
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${deliveryStyle[entry.delivery]}`}
        >
          {text.delivery[entry.delivery]}
        </span>
      )}
    </div>
  )
}

/** A reply that was never delivered, sent again by hand (reply.ts resendReply). */
function SendAgain({ action }: { action: string }) {
  return (
    <form method="post" action={action} className="mt-3">
      <button type="submit" className="inbox-button">
        <span className="i-lucide-rotate-cw h-4 w-4" aria-hidden="true" />
        {text.sendAgain}
      </button>
    </form>
  )
}

function Entry({
  entry,
  messageId,
  list,
}: {
  entry: ThreadEntry
  messageId: string
  list: string
}) {
  const names = attachmentNames(entry.attachment_names)
  // Replies sit indented and tinted, as the school's side of a chat does, so turns read apart.
  const side =
    entry.kind === 'reply'
      ? 'ml-4 sm:ml-10 border-brand-100 bg-brand-50'
      : 'border-slate-200 bg-white'
  return (
    <li data-testid={`entry-${entry.kind}`} className={`rounded-xl border p-4 ${side}`}>
      <EntryHeader entry={entry} />
      {entry.sender_mismatch === 1 && (
        <p className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {text.otherSender}
        </p>
      )}
      <AnswerBody body={entry.body} quotedHistory={entry.quoted_history} />
      {names.length > 0 && (
        <p className="mt-3 break-words text-sm text-ink-soft">
          {`${text.attachments} `}
          {names.map((name, index) => (
            <span key={name}>
              {index > 0 && ', '}
              <bdi>{name}</bdi>
            </span>
          ))}
        </p>
      )}
      {/* A pending reply with an error is being retried: staff see why before it fails for good. */}
      {entry.delivery !== 'delivered' && entry.last_error && (
        <p className="mt-2 break-words text-sm text-red-900">
          {`${text.lastError} `}
          <bdi>{entry.last_error}</bdi>
        </p>
      )}
      {entry.delivery === 'failed' && (
        <SendAgain action={`/inbox/${messageId}/replies/${entry.id}/resend${list}`} />
      )}
    </li>
  )
}

/**
 * The conversation after the message: the staff's replies and the visitor's answers, in order.
 * `list` is the list's query, kept through "Send again" like every action's on the page.
 */
export function Thread({
  entries,
  messageId,
  list,
}: {
  entries: ThreadEntry[]
  messageId: string
  list: string
}) {
  if (entries.length === 0) return null
  return (
    <section id="conversation" aria-labelledby="conversation-heading" className="mt-8">
      <h2 id="conversation-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <ol className="grid gap-3">
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} messageId={messageId} list={list} />
        ))}
      </ol>
    </section>
  )
}
