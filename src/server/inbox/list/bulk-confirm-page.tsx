import { inboxWorkflowContent } from '../content/workflow'
import type { Message } from '../message/message-queries'
import { When } from '../views/parts'

const text = inboxWorkflowContent.bulk.confirm

type BulkConfirmPageProps = {
  messages: Message[]
  /** Where the form posts (the list's filter and search kept in its query string). */
  action: string
  cancelHref: string
}

/** The step before erasing several messages: how many, which, a button that erases, a way back. */
export function BulkConfirmPage({ messages, action, cancelHref }: BulkConfirmPageProps) {
  return (
    <section className="max-w-2xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">
        {text.title(messages.length)}
      </h1>
      <p className="mt-3 text-ink-soft">{text.text}</p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-lg bg-slate-50 text-ink">
        {messages.map((message) => (
          <li key={message.id} className="break-words px-4 py-2">
            <bdi className="font-semibold">{message.name}</bdi> · <bdi>{message.email}</bdi> ·{' '}
            <When at={message.received_at} />
          </li>
        ))}
      </ul>
      <form method="post" action={action} className="mt-6 flex flex-wrap items-center gap-3">
        {messages.map((message) => (
          <input key={message.id} type="hidden" name="id" value={message.id} />
        ))}
        <input type="hidden" name="confirm" value="delete" />
        <button type="submit" className="inbox-button-danger">
          <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
          {text.confirm(messages.length)}
        </button>
        <a href={cancelHref} className="inbox-button">
          {text.cancel}
        </a>
      </form>
    </section>
  )
}
