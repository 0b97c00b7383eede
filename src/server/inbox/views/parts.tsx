import type { ReactNode } from 'react'
import { inboxConversationContent } from '../../content/conversation'
import { inboxContent } from '../content/inbox'
import type { MessageState } from '../states'

const badgeColours: Record<MessageState, string> = {
  new: 'bg-brand-50 text-brand-800 ring-brand-100',
  handled: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  spam: 'bg-amber-50 text-amber-900 ring-amber-200',
}

/** A message's state as a small labelled pill. */
export function StateBadge({ state }: { state: MessageState }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeColours[state]}`}
    >
      {inboxContent.states[state]}
    </span>
  )
}

/**
 * A staff member replied from the inbox, and the visitor has not answered since (an answer clears
 * it and makes the message New again).
 */
export function AnsweredMark() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold text-ink-soft ring-1 ring-inset ring-slate-300">
      <span className="i-lucide-reply h-3 w-3" aria-hidden="true" />
      {inboxConversationContent.answered}
    </span>
  )
}

// Times are read in the school's zone (INBOX_TIME_ZONE): when.tsx.
export { When } from './when'

/** The first line of a message, cut to a length a row can show. */
export function firstLine(text: string, max = 140): string {
  const line = text.trimStart().split(/\r\n|\r|\n/, 1)[0] ?? ''
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** A short confirmation after an action, announced to screen readers. */
export function Notice({ text, children }: { text?: string; children?: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900"
    >
      {text}
      {children}
    </p>
  )
}
