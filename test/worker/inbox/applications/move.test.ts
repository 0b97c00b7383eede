import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, postForm, signToken } from '../helpers'
import { move, movesOf, seedApplication, stageOf } from './seed'

const outboxOf = async (id: string) =>
  (
    await env.DB.prepare(
      `SELECT o.kind, o.channel, o.state, e.subject, e.body, e.author, e.kind AS entry_kind
       FROM outbox o JOIN application_entries e ON e.id = o.application_entry_id
       WHERE e.application_id = ?`,
    )
      .bind(id)
      .all()
  ).results

describe('moving an application', () => {
  it('previews the message, changes nothing, then on confirmation moves and queues one mail', async () => {
    const id = await seedApplication({ name: 'Ada Lovelace' })
    const preview = await postForm(`/inbox/applications/${id}/move`, {
      from: 'applied',
      to: 'offer',
      message: 'yes',
    })
    expect(preview.status).toBe(200)
    const html = await preview.text()
    expect(visibleText(html)).toContain(
      'Move this application? Ada Lovelace From Applied to Offer.',
    )
    const key = html.match(/name="key" value="([0-9a-f-]{36})"/)?.[1] ?? ''
    expect(key).not.toBe('')
    expect(await stageOf(id)).toBe('applied')
    expect(await outboxOf(id)).toEqual([])

    const fields = {
      from: 'applied',
      to: 'offer',
      key,
      confirm: 'send',
      subject: 'Your offer',
      body: 'Hi Ada,\r\nwelcome aboard.',
    }
    const sent = await move(id, fields)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe(`/inbox/applications/${id}?done=sent`)
    expect(await stageOf(id)).toBe('offer')
    expect(await movesOf(id)).toEqual([
      {
        from_stage: 'applied',
        to_stage: 'offer',
        moved_by: 'staff@lumen.example',
        with_message: 1,
      },
    ])
    const queued = [
      {
        kind: 'application-message',
        channel: 'email',
        state: 'pending',
        subject: 'Your offer',
        body: 'Hi Ada,\nwelcome aboard.',
        author: 'staff@lumen.example',
        entry_kind: 'message',
      },
    ]
    expect(await outboxOf(id)).toEqual(queued)
    // Tried at once, on the move itself (it fails here, mail being off, and waits for the cron).
    const attempts = await env.DB.prepare(
      `SELECT o.attempts FROM outbox o JOIN application_entries e ON e.id = o.application_entry_id
       WHERE e.application_id = ?`,
    )
      .bind(id)
      .first('attempts')
    expect(attempts).toBe(1)

    // The same form again (a double click): nothing more moves or goes out, and it says so.
    const again = await move(id, fields)
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(`/inbox/applications/${id}?done=already`)
    expect(await outboxOf(id)).toEqual(queued)
    expect(await movesOf(id)).toHaveLength(1)
    const page = visibleText(await (await asStaff(`/inbox/applications/${id}?done=sent`)).text())
    expect(page).toContain('Moved to Offer; the message is on its way.')
    expect(page).toMatch(/Moved from Applied to Offer by staff@lumen\.example ?\(with a message\)/)
  })

  it('moves without a message when asked, and sends none', async () => {
    const id = await seedApplication()
    const key = crypto.randomUUID()
    const moved = await move(id, { from: 'applied', to: 'call-held', key, confirm: 'move' })
    expect(moved.status).toBe(303)
    expect(moved.headers.get('Location')).toBe(`/inbox/applications/${id}?done=moved`)
    expect(await stageOf(id)).toBe('call-held')
    expect(await movesOf(id)).toEqual([
      {
        from_stage: 'applied',
        to_stage: 'call-held',
        moved_by: 'staff@lumen.example',
        with_message: 0,
      },
    ])
    expect(await outboxOf(id)).toEqual([])
    // Sent again (a double click): said to be done already, nothing more moved.
    const again = await move(id, { from: 'applied', to: 'call-held', key, confirm: 'move' })
    expect(again.headers.get('Location')).toBe(`/inbox/applications/${id}?done=already`)
    expect(await movesOf(id)).toHaveLength(1)
    // The same move by someone else, or to elsewhere from there, is not this one: told it moved.
    const kim = await signToken({ claims: { email: 'kim@lumen.example' } })
    const other = await move(id, { from: 'applied', to: 'call-held', key, confirm: 'move' }, kim)
    expect(other.status).toBe(409)
    const elsewhere = await move(id, { from: 'applied', to: 'offer', key, confirm: 'move' })
    expect(elsewhere.status).toBe(409)
    expect(await movesOf(id)).toHaveLength(1)
  })

  it('lets one of two staff moving from the same stage at once win; the other is told', async () => {
    const id = await seedApplication()
    const kim = await signToken({ claims: { email: 'kim@lumen.example' } })
    const lee = await signToken({ claims: { email: 'lee@lumen.example' } })
    const [first, second] = await Promise.all([
      move(
        id,
        {
          from: 'applied',
          to: 'offer',
          key: crypto.randomUUID(),
          confirm: 'send',
          subject: 'Offer',
          body: 'Yes',
        },
        kim,
      ),
      move(
        id,
        {
          from: 'applied',
          to: 'declined',
          key: crypto.randomUUID(),
          confirm: 'send',
          subject: 'Sorry',
          body: 'No',
        },
        lee,
      ),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([303, 409])
    const loser = first.status === 409 ? first : second
    const moves = await movesOf(id)
    expect(moves).toHaveLength(1)
    const won = moves[0]?.to_stage as string
    expect(await stageOf(id)).toBe(won)
    expect(visibleText(await loser.text())).toContain(
      `Someone else moved this application first: it is now at ${won === 'offer' ? 'Offer' : 'Declined'}. Nothing was changed or sent.`,
    )
    const mails = await outboxOf(id)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(won === 'offer' ? 'Offer' : 'Sorry')
  })

  it('tells a preview made from a stage that has since changed', async () => {
    const id = await seedApplication({ stage: 'call-held' })
    const preview = await postForm(`/inbox/applications/${id}/move`, {
      from: 'applied',
      to: 'offer',
    })
    expect(preview.status).toBe(409)
    const stale = await move(id, {
      from: 'applied',
      to: 'offer',
      key: crypto.randomUUID(),
      confirm: 'move',
    })
    expect(stale.status).toBe(409)
    expect(visibleText(await stale.text())).toContain('it is now at Call held')
    expect(await stageOf(id)).toBe('call-held')
    expect(await movesOf(id)).toEqual([])
  })

  it('refuses what no form sends, and a post from another site', async () => {
    const id = await seedApplication()
    const key = crypto.randomUUID()
    const bad: Record<string, string>[] = [
      { from: 'applied', to: 'nowhere', key, confirm: 'move' },
      { from: 'applied', to: 'applied', key, confirm: 'move' },
      { from: 'applied', to: 'offer', key: 'not-a-key', confirm: 'move' },
      { from: 'applied', to: 'offer', key, confirm: 'send', subject: '', body: 'x' },
      { from: 'applied', to: 'offer', key, confirm: 'send', subject: 'x', body: 'a\u0000b' },
    ]
    for (const fields of bad) expect((await move(id, fields)).status).toBe(400)
    // A message's field left out is as empty as one sent blank, and said so.
    const noSubject = await move(id, {
      from: 'applied',
      to: 'offer',
      key,
      confirm: 'send',
      body: 'x',
    })
    expect([noSubject.status, await noSubject.text()]).toEqual([400, 'The subject is empty.'])
    const foreign = await postForm(
      `/inbox/applications/${id}/move`,
      { from: 'applied', to: 'offer', key, confirm: 'move' },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const unknown = await move(crypto.randomUUID(), {
      from: 'applied',
      to: 'offer',
      key,
      confirm: 'move',
    })
    expect(unknown.status).toBe(404)
    expect(await stageOf(id)).toBe('applied')
    expect(await movesOf(id)).toEqual([])
  })

  it('takes the widest message the form allows, in the widest characters', async () => {
    const id = await seedApplication()
    const sent = await move(id, {
      from: 'applied',
      to: 'offer',
      key: crypto.randomUUID(),
      confirm: 'send',
      subject: '語'.repeat(150),
      body: '語'.repeat(5000),
    })
    expect(sent.status).toBe(303)
    expect(await stageOf(id)).toBe('offer')
  })

  it('refuses a subject or a message one character past the form’s, in its words', async () => {
    const id = await seedApplication()
    const fields = { from: 'applied', to: 'offer', confirm: 'send' }
    for (const [subject, body, max] of [
      ['s'.repeat(151), 'Hello', 150],
      ['Your offer', 'b'.repeat(5001), 5000],
    ] as const) {
      const refused = await move(id, { ...fields, key: crypto.randomUUID(), subject, body })
      expect(refused.status).toBe(400)
      expect(await refused.text()).toBe(`At most ${max} characters.`)
    }
    expect(await stageOf(id)).toBe('applied')
    // A line break typed as a lone carriage return is a line break, not a character more.
    const sent = await move(id, {
      ...fields,
      key: crypto.randomUUID(),
      subject: 'Your offer',
      body: `${'b'.repeat(2499)}\r${'b'.repeat(2500)}`,
    })
    expect(sent.status).toBe(303)
    expect(await stageOf(id)).toBe('offer')
  })
})
