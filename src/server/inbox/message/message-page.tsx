import { inboxConversationContent as conversationText } from '../../content/conversation'
import type { AnswerCeiling } from '../../conversation/answer-ceiling'
import type { DeliveryState } from '../../outbox/by-hand'
import { inboxContent } from '../content/inbox'
import { inboxWorkflowContent } from '../content/workflow'
import { NoteForm } from '../views/note-form'
import { AnsweredMark, Notice, StateBadge, When } from '../views/parts'
import { ShortcutsHelp } from '../views/shortcuts-help'
import { ConversationCeiling } from './conversation-ceiling'
import type { ThreadEntry } from './conversation-queries'
import { Deliveries } from './deliveries'
import { Actions } from './message-actions'
import { History } from './message-history'
import { MessageNav, type MessageNavLinks } from './message-nav'
import type { Message, StateChange } from './message-queries'
import type { Note } from './notes'
import { type ReplyAvailability, ReplyForm, type ReplyQuoteNote } from './reply-form'
import { Thread } from './thread'

const text = inboxContent.message

/** A mailto: link that can only ever address the visitor: every character is percent-encoded. */
export function replyHref(email: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(text.replySubject)}`
}

/**
 * /inbox/<id>: the whole message as text, the conversation after it and the reply form, what to
 * do with it, how the school was notified of it, its history.
 */
export function MessagePage({
  message,
  history,
  deliveries,
  notes,
  nav,
  list,
  thread,
  reply,
  ceiling,
}: {
  message: Message
  history: StateChange[]
  deliveries: DeliveryState[]
  notes: Note[]
  nav: MessageNavLinks
  /** The replies and answers after the message, oldest first. */
  thread: ThreadEntry[]
  /**
   * The reply form's one-time key, whether replies can be sent at all, and when the reply of a
   * form posted again had been sent (nothing was sent or changed this time).
   */
  reply: {
    key: string
    availability: ReplyAvailability
    sentBefore?: string
    quote: ReplyQuoteNote
  }
  /** The list's filter and search ("?state=…&q=…" or ""), kept through every post. */
  list: string
  /** How full the conversation is (conversation/answer-ceiling.ts). */
  ceiling: AnswerCeiling
}) {
  return (
    <article>
      <MessageNav {...nav} />
      {reply.sentBefore && (
        <div className="mt-4">
          <Notice>
            {`${conversationText.alreadySent.before} (`}
            <When at={reply.sentBefore} />
            {`)${conversationText.alreadySent.after}`}
          </Notice>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-3xl font-extrabold tracking-tight text-ink">
          <bdi>{message.name}</bdi>
        </h1>
        <StateBadge state={message.state} />
        {message.answered_at && <AnsweredMark />}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-ink-soft sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{text.from}</dt>
        <dd className="min-w-0 break-all">
          <bdi>{message.email}</bdi>
        </dd>
        <dt className="font-semibold text-ink">{text.received}</dt>
        <dd>
          <When at={message.received_at} />
        </dd>
        <dt className="font-semibold text-ink">{text.about}</dt>
        <dd>{inboxContent.about.names[message.about ?? 'general']}</dd>
      </dl>
      {message.flag && (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {text.honeypot}
        </p>
      )}
      <div
        data-testid="message-text"
        className="mt-6 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-5 leading-relaxed text-ink shadow-sm"
      >
        {message.message}
      </div>
      {/* The fallback: the staff's own mail client, the primary way only while replies are off. */}
      <a
        href={replyHref(message.email)}
        className={`${reply.availability.state === 'ready' ? 'inbox-button' : 'inbox-button-primary'} mt-4`}
      >
        <span className="i-lucide-reply h-4 w-4" aria-hidden="true" />
        {text.reply}
      </a>
      <Thread entries={thread} messageId={message.id} list={list} />
      <ConversationCeiling ceiling={ceiling} />
      <ReplyForm
        action={`/inbox/${message.id}/reply${list}`}
        replyKey={reply.key}
        availability={reply.availability}
        quote={reply.quote}
      />
      <Actions message={message} list={list} />
      <Deliveries id={message.id} deliveries={deliveries} list={list} />
      <History message={message} history={history} notes={notes} />
      <NoteForm action={`/inbox/${message.id}/note${list}`} words={inboxWorkflowContent.notes} />
      <ShortcutsHelp />
    </article>
  )
}
