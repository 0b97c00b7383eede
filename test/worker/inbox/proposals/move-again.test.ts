// A request's move form as staff's browsers send it: again after a colleague moved the request
// back (the browser's resend, a second press), with a key copied from another request's form,
// without its key (a page shown before keys), and a key of its own on each page shown.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { asStaff, postForm } from '../helpers'
import { moveOf, movesOf, requested, stageOf } from './requests'

beforeEach(() => env.DB.exec('DELETE FROM proposal_requests'))

describe('a proposal request’s move form', () => {
  it('moves nothing when a move’s form is sent again, though the request came back since', async () => {
    const id = await requested()
    const key = crypto.randomUUID()
    expect((await moveOf(id, { stage: 'lost', seen: 'new', key })).status).toBe(303)
    expect((await moveOf(id, { stage: 'new', seen: 'lost' })).status).toBe(303)
    // The first form again (the browser's resend, a second press): done already, nothing moves.
    const again = await moveOf(id, { stage: 'lost', seen: 'new', key })
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(`/inbox/proposals/${id}#history`)
    expect(await stageOf(id)).toBe('new')
    expect(await movesOf(id)).toHaveLength(2)
    // The key copied into another request's form is not that form: nothing moves there either.
    const other = await requested()
    expect((await moveOf(other, { stage: 'lost', seen: 'new', key })).status).toBe(409)
    expect(await stageOf(other)).toBe('new')
    // A form without its key (a page shown before keys) is refused, and asks for the page again.
    const keyless = await postForm(`/inbox/proposals/${id}/stage`, { stage: 'won', seen: 'new' })
    expect(keyless.status).toBe(400)
    expect(await keyless.text()).toBe('This form is out of date: open the request again.')
    expect(await movesOf(id)).toHaveLength(2)
  })

  it('gives each page shown its own key for the move form', async () => {
    const id = await requested()
    const keyOf = async () =>
      /name="key" value="([0-9a-f-]{36})"/.exec(
        await (await asStaff(`/inbox/proposals/${id}`)).text(),
      )?.[1]
    const [first, second] = [await keyOf(), await keyOf()]
    expect(first).toMatch(/^[0-9a-f]{8}-/)
    expect(second).not.toBe(first)
  })
})
