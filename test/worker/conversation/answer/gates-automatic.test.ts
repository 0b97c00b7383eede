// A mail no person wrote, dropped without a refusal: a bounce however its empty envelope sender
// is written, an auto-reply by its headers or its Precedence; the log says which conversation.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, conversation, deliverMail, entriesOf, rawMail } from '../inbound-mail'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a mail no person wrote, dropped without a refusal', () => {
  it('is a bounce however its empty envelope sender is written', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    for (const from of ['', ' ', '<>', ' <> ']) {
      const bounce = rawMail(
        { From: 'MAILER-DAEMON@mail.example', To: to.replyTo },
        'Undeliverable',
      )
      expect(await deliverMail(bounce, { from, to: to.replyTo })).toEqual([])
    }
    expect(await entriesOf(to.id)).toEqual([])
  })

  it('is an auto-reply by X-Autoreply or by X-Autorespond, each alone', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    await answer(to, 'Out of office.', undefined, { 'X-Autoreply': 'yes' })
    await answer(to, 'Out of office.', undefined, { 'X-Autorespond': 'yes' })
    expect(await entriesOf(to.id)).toEqual([])
  })

  it('is marked by a Precedence of bulk, list or junk exactly, not by one that only holds the word', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    for (const precedence of ['bulk', 'list', 'junk', 'Bulk']) {
      await answer(to, 'A list mail.', undefined, { Precedence: precedence })
    }
    expect(await entriesOf(to.id)).toEqual([])
    await answer(to, 'From a person, first.', undefined, { Precedence: 'nonbulk' })
    await answer(to, 'From a person, second.', undefined, { Precedence: 'listed' })
    expect((await entriesOf(to.id)).map(({ body }) => body)).toEqual([
      'From a person, first.',
      'From a person, second.',
    ])
  })

  it('says in the log which conversation an automatic mail was dropped from', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    await answer(to, 'Out of office.', undefined, { 'Auto-Submitted': 'auto-replied' })
    expect(log).toHaveBeenCalledWith(`An automatic reply to conversation ${to.id} was dropped.`)
  })
})
