import { inboxContent } from '../../../shared/content/inbox'
import type { MessageState } from '../../../shared/inbox'
import type { DeliveryState } from '../../outbox/by-hand'
import type { Message, StateChange } from '../message-queries'
import { Deliveries } from './deliveries'
import { StateBadge, When } from './parts'

const text = inboxContent.message
const actions = inboxContent.actions

/** A mailto: link that can only ever address the visitor: every character is percent-encoded. */
export function replyHref(email: string): string {
  const to = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encodeURIComponent(text.replySubject)}`
}

function StateButton({ id, state, label }: { id: string; state: MessageState; label: string }) {
  return (
    <form method="post" action={`/inbox/${id}/state`}>
      <input type="hidden" name="state" value={state} />
      <button type="submit" className="inbox-button">
        {label}
      </button>
    </form>
  )
}

function Actions({ message }: { message: Message }) {
  const { id, state } = message
  return (
    <section aria-labelledby="actions-heading" className="mt-8">
      <h2 id="actions-heading" className="mb-3 text-lg font-bold text-ink">
        {text.actions}
      </h2>
      <div className="flex flex-wrap gap-2">
        {state === 'handled' ? (
          <StateButton id={id} state="new" label={actions.markNotHandled} />
        ) : (
          <StateButton id={id} state="handled" label={actions.markHandled} />
        )}
        {state === 'spam' ? (
          <StateButton id={id} state="new" label={actions.markNotSpam} />
        ) : (
          <StateButton id={id} state="spam" label={actions.markSpam} />
        )}
        <a href={`/inbox/${id}/delete`} className="inbox-button text-red-800">
          {actions.delete}
        </a>
        <a href={`/inbox/${id}/erase-address`} className="inbox-button text-red-800">
          {actions.eraseAddress}
        </a>
      </div>
    </section>
  )
}

function History({ message, history }: { message: Message; history: StateChange[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="mb-3 text-lg font-bold text-ink">
        {text.history}
      </h2>
      <ol className="grid gap-2 text-sm text-ink-soft">
        <li>
          {`${text.arrived}: `}
          <When at={message.received_at} />
        </li>
        {history.map((change) => (
          <li key={`${change.changed_at}-${change.state}`}>
            <bdi>{text.markedBy(inboxContent.states[change.state], change.changed_by)}</bdi>
            {': '}
            <When at={change.changed_at} />
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * /inbox/<id>: the whole message as text, how to answer it, what to do with it, how the school
 * was notified of it, its history.
 */
export function MessagePage({
  message,
  history,
  deliveries,
}: {
  message: Message
  history: StateChange[]
  deliveries: DeliveryState[]
}) {
  return (
    <article>
      <a href="/inbox" className="inbox-link text-sm">
        {text.back}
      </a>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 break-words text-3xl font-extrabold tracking-tight text-ink">
          <bdi>{message.name}</bdi>
        </h1>
        <StateBadge state={message.state} />
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
        <dd>{inboxContent.topics.names[message.about ?? 'general']}</dd>
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
      <a href={replyHref(message.email)} className="inbox-button-primary mt-4">
        <span className="i-lucide-reply h-4 w-4" aria-hidden="true" />
        {text.reply}
      </a>
      <Actions message={message} />
      <Deliveries id={message.id} deliveries={deliveries} />
      <History message={message} history={history} />
    </article>
  )
}
