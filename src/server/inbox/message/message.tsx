import type { Context } from 'hono'
import { answerCeiling } from '../../conversation/answer-ceiling'
import { mailDate } from '../../conversation/mail-parts'
import { quotableAnswer } from '../../conversation/reply-quote'
import { deliveriesOf, retryFailedDelivery } from '../../outbox/by-hand'
import { conversationSettings } from '../../settings/conversation'
import type { InboxEnv } from '../access/guard'
import { formField } from '../form-field'
import { listHref, pageCursor, readListQuery } from '../list/list'
import { takeAlreadySent } from '../notice'
import { isMessageState } from '../states'
import { threadOf } from './conversation-queries'
import { MessagePage } from './message-page'
import { getMessage, setState, stateHistory } from './message-queries'
import { neighbours } from './neighbours'
import { notesOf } from './notes'

const meta = (title: string) => ({ title, description: '' })

export async function renderMessage(c: Context<InboxEnv>, id: string) {
  const message = await getMessage(c.env.DB, id)
  if (!message) return c.notFound()
  const query = readListQuery(c)
  const [thread, history, deliveries, notes, around, ceiling] = await Promise.all([
    threadOf(c.env.DB, id),
    stateHistory(c.env.DB, id),
    deliveriesOf(c.env.DB, id),
    notesOf(c.env.DB, id),
    neighbours(c.env.DB, query, { receivedAt: message.received_at, id }),
    answerCeiling(c.env.DB, id),
  ])
  // A reply form posted again after it was sent: when that reply went (docs/conversation.md,
  // "Replies from the inbox").
  const alreadySent = takeAlreadySent(c)
  const sentBefore = thread.find((entry) => entry.kind === 'reply' && entry.id === alreadySent)
  const settings = conversationSettings(c.env)
  // Only whether replies can go, and why not: the page never holds the secret or the binding.
  const availability =
    settings.state === 'incomplete'
      ? { state: 'incomplete' as const, problem: settings.problem }
      : { state: settings.state }
  // What the next reply's mail will quote, said above the box (conversation/reply-quote.ts).
  const quoted = quotableAnswer(thread)
  const quote = quoted
    ? { answerWrittenOn: mailDate(quoted.written_at, c.env.INBOX_TIME_ZONE) }
    : null
  const inList = (path: string) => listHref(path, query)
  const nav = {
    back: listHref('/inbox', query, pageCursor(query)),
    previous: around.previous ? inList(`/inbox/${around.previous}`) : null,
    next: around.next ? inList(`/inbox/${around.next}`) : null,
  }
  return c.render(
    <MessagePage
      message={message}
      history={history}
      deliveries={deliveries}
      notes={notes}
      nav={nav}
      list={inList('')}
      thread={thread}
      reply={{
        key: crypto.randomUUID(),
        availability,
        sentBefore: sentBefore?.written_at,
        quote,
      }}
      ceiling={ceiling}
    />,
    // The name first-strong isolated (FSI … PDI): its bidi controls cannot reorder the title's rest.
    { meta: meta(`\u2068${message.name}\u2069`) },
  )
}

/** POST /inbox/<id>/state: new, handled or spam, recorded with who; back to the message (303). */
export async function changeState(c: Context<InboxEnv>, id: string) {
  const state = await formField(c, 'state')
  if (!isMessageState(state)) return c.text('Unknown state', 400)
  const found = await setState(c.env.DB, id, state, c.var.staff.email)
  if (!found) return c.notFound()
  return c.redirect(listHref(`/inbox/${id}`, readListQuery(c)), 303)
}

/** POST /inbox/<id>/retry: a failed delivery back in the outbox, due now; back to it (303). */
export async function retryDelivery(c: Context<InboxEnv>, id: string) {
  const channel = await formField(c, 'channel')
  if (channel !== 'email' && channel !== 'webhook') return c.text('Unknown channel', 400)
  if (!(await getMessage(c.env.DB, id))) return c.notFound()
  await retryFailedDelivery(c.env.DB, id, channel)
  return c.redirect(listHref(`/inbox/${id}`, readListQuery(c)), 303)
}
