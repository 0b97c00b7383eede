// Deleting a message, or every message from its address: a confirmation step, then the erasure,
// which leaves the list a notice of what went.
import type { Context } from 'hono'
import type { InboxEnv } from '../access/guard'
import { inboxContent } from '../content/inbox'
import { formField } from '../form-field'
import { leaveNotice } from '../notice'
import { ConfirmPage } from './confirm-page'
import { countFromAddress, deleteMessage, eraseAddress, getMessage } from './message-queries'

/**
 * Which erasure: this message alone ('delete') or every message from its address ('erase'), each
 * also the word its confirmation asks for.
 */
type Erasure = 'delete' | 'erase'

/** GET /inbox/<id>/delete and /erase-address: the confirmation step. */
export async function renderConfirmation(c: Context<InboxEnv>, id: string, erasure: Erasure) {
  const message = await getMessage(c.env.DB, id)
  if (!message) return c.notFound()
  if (erasure === 'delete') {
    const words = inboxContent.confirmDelete
    return c.render(
      <ConfirmPage
        message={message}
        title={words.title}
        text={words.text}
        action={`/inbox/${id}/delete`}
        confirmWord="delete"
        confirmLabel={words.confirm}
        cancelLabel={words.cancel}
      />,
      { meta: { title: words.title, description: '' } },
    )
  }
  const words = inboxContent.confirmErase
  const count = await countFromAddress(c.env.DB, message.email)
  return c.render(
    <ConfirmPage
      message={message}
      title={words.title}
      text={words.text(count)}
      action={`/inbox/${id}/erase-address`}
      confirmWord="erase"
      confirmLabel={words.confirm}
      cancelLabel={words.cancel}
    />,
    { meta: { title: words.title, description: '' } },
  )
}

/**
 * POST /inbox/<id>/delete or /erase-address. Without the confirmation's word it goes to the
 * confirmation step (303) and erases nothing; with it, erases and goes back to the list.
 */
export async function erase(c: Context<InboxEnv>, id: string, erasure: Erasure) {
  const path = erasure === 'delete' ? 'delete' : 'erase-address'
  if ((await formField(c, 'confirm')) !== erasure) return c.redirect(`/inbox/${id}/${path}`, 303)
  const by = c.var.staff.email
  if (erasure === 'delete') {
    const erased = await deleteMessage(c.env.DB, id, by)
    if (!erased) return c.notFound()
    leaveNotice(c, 'deleted')
    return c.redirect('/inbox', 303)
  }
  const message = await getMessage(c.env.DB, id)
  if (!message) return c.notFound()
  leaveNotice(c, { erased: await eraseAddress(c.env.DB, message.email, by) })
  return c.redirect('/inbox', 303)
}
