import { inboxContent } from '../content/inbox'
import { inboxWorkflowContent } from '../content/workflow'
import type { MessageState } from '../states'
import type { Message } from './message-queries'

const text = inboxContent.message
const actions = inboxContent.actions
const workflow = inboxWorkflowContent

type StateButtonProps = {
  id: string
  state: MessageState
  label: string
  /** The list's filter and search ("?state=…&q=…" or ""), kept through the post. */
  list: string
  shortcut?: string
}

function StateButton({ id, state, label, list, shortcut }: StateButtonProps) {
  return (
    <form method="post" action={`/inbox/${id}/state${list}`}>
      <input type="hidden" name="state" value={state} />
      <button type="submit" data-shortcut={shortcut} className="inbox-button">
        {label}
      </button>
    </form>
  )
}

/** What staff can do with a message: handle it (and go on), mark it, delete it, erase its sender. */
export function Actions({ message, list }: { message: Message; list: string }) {
  const { id, state } = message
  return (
    <section aria-labelledby="actions-heading" className="mt-8">
      <h2 id="actions-heading" className="mb-3 text-lg font-bold text-ink">
        {text.actions}
      </h2>
      <div className="flex flex-wrap gap-2">
        {state !== 'handled' && (
          <form method="post" action={`/inbox/${id}/handled-next${list}`}>
            <button type="submit" data-shortcut="h" className="inbox-button-primary">
              <span className="i-lucide-check-check h-4 w-4" aria-hidden="true" />
              {workflow.neighbours.handledNext}
            </button>
          </form>
        )}
        {state === 'handled' ? (
          <StateButton id={id} state="new" label={actions.markNotHandled} list={list} />
        ) : (
          <StateButton id={id} state="handled" label={actions.markHandled} list={list} />
        )}
        {state === 'spam' ? (
          <StateButton id={id} state="new" label={actions.markNotSpam} list={list} />
        ) : (
          <StateButton id={id} state="spam" label={actions.markSpam} list={list} shortcut="s" />
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
