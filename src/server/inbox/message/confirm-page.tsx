import { When } from '../views/parts'
import type { Message } from './message-queries'

export type ConfirmPageProps = {
  message: Message
  title: string
  text: string
  /** Where the form posts, and the word it must carry to go ahead. */
  action: string
  confirmWord: string
  confirmLabel: string
  cancelLabel: string
}

/** The step before an erasure: what will go, a button that erases, a link that keeps. */
export function ConfirmPage(props: ConfirmPageProps) {
  const { message, title, text, action, confirmWord, confirmLabel, cancelLabel } = props
  return (
    <section className="max-w-2xl rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-ink-soft">{text}</p>
      <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-ink">
        <bdi className="font-semibold">{message.name}</bdi> · <bdi>{message.email}</bdi> ·{' '}
        <When at={message.received_at} />
      </p>
      <form method="post" action={action} className="mt-6 flex flex-wrap items-center gap-3">
        <input type="hidden" name="confirm" value={confirmWord} />
        <button type="submit" className="inbox-button-danger">
          <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
          {confirmLabel}
        </button>
        <a href={`/inbox/${message.id}`} className="inbox-button">
          {cancelLabel}
        </a>
      </form>
    </section>
  )
}
