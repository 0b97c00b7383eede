import { inboxContent } from '../content/inbox'
import { inboxWorkflowContent } from '../content/workflow'
import type { InboxFilter } from '../states'
import { AnsweredMark, firstLine, StateBadge, When } from '../views/parts'
import { AboutBadge } from './about-filter'
import type { MessageSummary } from './queries'

const text = inboxWorkflowContent.bulk

export type BulkListProps = {
  filter: InboxFilter
  messages: MessageSummary[]
  /** Where the form posts: /inbox/bulk with the list's filter, search and page. */
  bulkAction: string
  /** A message's address, carrying the list's filter, search and page. */
  messageHref: (id: string) => string
}

function Row({ message, href }: { message: MessageSummary; href: string }) {
  return (
    <li
      id={`m-${message.id}`}
      data-row
      className="flex items-start gap-3 px-4 py-3 focus-within:bg-brand-50 md:items-center"
    >
      <label className="-m-2 flex shrink-0 cursor-pointer p-2">
        <input
          type="checkbox"
          name="id"
          value={message.id}
          data-select
          aria-label={text.select(message.name)}
          className="focusable h-5 w-5 accent-brand-700"
        />
      </label>
      <div className="grid min-w-0 flex-1 gap-x-6 gap-y-1 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-center">
        <div className="min-w-0">
          <a href={href} data-open className="inbox-link block truncate">
            <bdi>{message.name}</bdi>
          </a>
          <p className="truncate text-sm text-ink-muted">
            <bdi>{message.email}</bdi>
          </p>
        </div>
        <p className="min-w-0 truncate text-ink-soft">
          <bdi>{firstLine(message.preview)}</bdi>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted md:justify-end">
          <When at={message.received_at} />
          <AboutBadge about={message.about} />
          <StateBadge state={message.state} />
          {message.answered_at && <AnsweredMark />}
        </p>
      </div>
    </li>
  )
}

/**
 * The list as one form: a checkbox on each message, and what to do with the checked ones. Works
 * as plain HTML; the inbox's script adds "select all" (hidden without it) and the keyboard.
 */
export function BulkList({ filter, messages, bulkAction, messageHref }: BulkListProps) {
  return (
    <form method="post" action={bulkAction} id="bulk">
      <fieldset className="mb-3">
        <legend className="mb-2 text-sm font-semibold text-ink-soft">{text.legend}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            name="action"
            value="handled"
            data-shortcut="h"
            className="inbox-button"
          >
            <span className="i-lucide-check h-4 w-4" aria-hidden="true" />
            {text.actions.handled}
          </button>
          <button
            type="submit"
            name="action"
            value="spam"
            data-shortcut="s"
            className="inbox-button"
          >
            <span className="i-lucide-ban h-4 w-4" aria-hidden="true" />
            {text.actions.spam}
          </button>
          {filter !== 'new' && (
            <button type="submit" name="action" value="new" className="inbox-button">
              {text.actions.new}
            </button>
          )}
          <button type="submit" name="action" value="delete" className="inbox-button text-red-800">
            <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
            {text.delete}
          </button>
          <label hidden data-select-all className="ml-auto text-sm text-ink-soft">
            <span className="flex cursor-pointer items-center gap-2 py-2">
              <input type="checkbox" className="focusable h-5 w-5 accent-brand-700" />
              {text.selectAll}
            </span>
          </label>
        </div>
      </fieldset>
      <ol
        aria-label={inboxContent.filters[filter]}
        className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {messages.map((message) => (
          <Row key={message.id} message={message} href={messageHref(message.id)} />
        ))}
      </ol>
    </form>
  )
}
