import type { Context } from 'hono'
import { uuid } from '../../utils/uuid'
import type { InboxEnv } from '../access/guard'
import { inboxWorkflowContent } from '../content/workflow'
import { inboxPageSize, isMessageState } from '../states'
import { BulkConfirmPage } from './bulk-confirm-page'
import { deleteMessages, messagesNamed, setStates } from './bulk-queries'
import { listHref, pageCursor, readListQuery } from './list'

const text = inboxWorkflowContent.bulk

/** The most messages one post may name: a page of the list, which is all a form can show. */
export const maxBulk = inboxPageSize

/** The ids a form or a URL names, each a message id, without repeats; or why they are refused. */
function readIds(values: unknown[]): { ids: string[] } | { refused: string } {
  const ids = [...new Set(values)]
  if (!ids.every((id): id is string => typeof id === 'string' && uuid.test(id))) {
    return { refused: text.badId }
  }
  if (ids.length > maxBulk) return { refused: text.tooMany(maxBulk) }
  return { ids }
}

/** Where the list the staff member came from is: its filter, search and page, then `extra`. */
function backToList(c: Context<InboxEnv>, extra: Record<string, string> = {}) {
  const query = readListQuery(c)
  const href = listHref('/inbox', query, pageCursor(query))
  const params = new URLSearchParams(extra).toString()
  return params ? `${href}${href.includes('?') ? '&' : '?'}${params}` : href
}

/**
 * POST /inbox/bulk (the list's form; the list's filter and search in its query string): `id`
 * once per selected message, `action` = new|handled|spam|delete. A state is set at once (303
 * back to the list); a deletion goes to its confirmation step first.
 */
export async function bulkAction(c: Context<InboxEnv>) {
  const body = await c.req.parseBody({ all: true })
  const read = readIds([body.id ?? []].flat())
  if ('refused' in read) return c.text(read.refused, 400)
  const action = body.action
  if (action !== 'delete' && !isMessageState(action)) return c.text(text.unknownAction, 400)
  if (read.ids.length === 0) return c.redirect(backToList(c, { done: 'none' }), 303)
  if (action === 'delete') {
    const { filter, typed, about } = readListQuery(c)
    const confirm = new URLSearchParams(read.ids.map((id) => ['id', id]))
    if (filter !== 'new') confirm.set('state', filter)
    if (typed) confirm.set('q', typed)
    if (about) confirm.set('about', about)
    return c.redirect(`/inbox/bulk/delete?${confirm}`, 303)
  }
  await setStates(c.env.DB, read.ids, action, c.var.staff.email)
  return c.redirect(backToList(c, { done: action }), 303)
}

/** GET /inbox/bulk/delete?id=…: how many will go, and which, before anything is erased. */
export async function renderBulkConfirmation(c: Context<InboxEnv>) {
  const read = readIds(c.req.queries('id') ?? [])
  if ('refused' in read) return c.text(read.refused, 400)
  const messages = await messagesNamed(c.env.DB, read.ids)
  if (messages.length === 0) return c.redirect(backToList(c, { done: 'none' }), 303)
  return c.render(
    <BulkConfirmPage
      messages={messages}
      action={listHref('/inbox/bulk/delete', readListQuery(c))}
      cancelHref={backToList(c)}
    />,
    { meta: { title: text.confirm.title(messages.length), description: '' } },
  )
}

/** POST /inbox/bulk/delete: with confirm=delete, erases the named messages; else back to the step. */
export async function bulkDelete(c: Context<InboxEnv>) {
  const body = await c.req.parseBody({ all: true })
  const read = readIds([body.id ?? []].flat())
  if ('refused' in read) return c.text(read.refused, 400)
  if (body.confirm !== 'delete') {
    const again = new URLSearchParams(read.ids.map((id) => ['id', id]))
    return c.redirect(`/inbox/bulk/delete?${again}`, 303)
  }
  await deleteMessages(c.env.DB, read.ids, c.var.staff.email)
  return c.redirect(backToList(c, { done: 'deleted' }), 303)
}
