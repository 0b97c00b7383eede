// Staff read the visitor's answer once: the thread shows it with the quoted history folded below
// (a <details>, no JavaScript needed), and the "Answer from …" notice (email and webhook) and the
// CSV export carry the answer alone. Erasure removes the history with the answer.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tracesOf } from '../../db-traces'
import { visibleText } from '../../html'
import { asStaff, postForm } from '../../inbox/helpers'
import { flakyMailer } from '../../outbox/outbox'
import { staffChannels, webhookReceiver } from '../answer/answer-notify'
import { answer } from '../inbound-mail'
import { repliedConversation, storedAnswer } from './answer-history'

afterEach(() => {
  vi.restoreAllMocks()
})

const reply =
  'The Zyxwquartz cohort starts on 12 January; lectures are on Tuesday and Wednesday evenings and every one is recorded.'
const message = 'Can I follow the Plimsovar course while working shifts?'

/** Outlook's Spanish reply: the school's mail below a header block, no quote marks. */
const outlookAnswer = (to: { email: string }) =>
  [
    'Perfecto, me apunto al grupo de enero.',
    '',
    'De: Lumen Code Academy <school@lumen.test>',
    'Enviado: martes, 24 de noviembre de 2026 10:00',
    `Para: ${to.email}`,
    'Asunto: Re: Your message to Lumen Code Academy',
    '',
    reply,
    '',
    'On 23 Nov 2026, 10:05 UTC, you wrote:',
    `> ${message}`,
  ].join('\n')

describe('the answer alone, the history folded apart', () => {
  it('is what the thread shows, the history in a closed <details> below it', async () => {
    const to = await repliedConversation({ message, reply })
    await answer(to, outlookAnswer(to))
    const html = await (await asStaff(`/inbox/${to.id}`)).text()
    const answerAt = html.indexOf('Perfecto, me apunto al grupo de enero.')
    const details = html.indexOf('<details', answerAt)
    expect(answerAt).toBeGreaterThan(-1)
    expect(details).toBeGreaterThan(answerAt)
    const fold = html.slice(details, html.indexOf('</details>', details))
    expect(fold).not.toMatch(/<details[^>]*\bopen\b/)
    expect(visibleText(fold)).toContain('Show the quoted history')
    expect(visibleText(fold)).toContain('De: Lumen Code Academy <school@lumen.test>')
    // Outside the fold, the school's words appear once: in its own reply entry.
    const outside = visibleText(html.slice(0, details) + html.slice(details + fold.length))
    expect(outside.split('Zyxwquartz cohort').length - 1).toBe(1)
  })

  it('is what the staff’s notice carries, by email and by webhook', async () => {
    const receiver = webhookReceiver()
    const mailer = flakyMailer()
    const to = await repliedConversation({ message, reply })
    await answer(to, outlookAnswer(to), staffChannels(mailer))
    const [mail] = mailer.send.mock.calls.map(([sent]) => sent as EmailMessageBuilder)
    expect(mail?.text).toContain('Perfecto, me apunto al grupo de enero.')
    expect(mail?.text).not.toMatch(/Zyxwquartz|Plimsovar|Enviado/)
    const webhook = JSON.parse(receiver.accepted[0]?.body ?? '{}')
    expect(webhook.text).toBe('Perfecto, me apunto al grupo de enero.')
  })

  it('is what the CSV export’s conversation cell holds', async () => {
    const to = await repliedConversation({ message, reply })
    await answer(to, outlookAnswer(to))
    const csv = await (await asStaff('/inbox/export.csv?state=all')).text()
    const row = csv.split('\r\n').find((line) => line.startsWith(`"${to.id}"`)) ?? ''
    const cell = row.slice(row.lastIndexOf(',"['))
    expect(cell).toContain('Perfecto, me apunto al grupo de enero.')
    expect(cell.split('Zyxwquartz').length - 1).toBe(1) // the school's reply entry, not the answer
    expect(cell).not.toContain('Enviado')
  })

  it('and its history leave no trace in any table once the message is deleted', async () => {
    // Words of their own: the other tests of this file leave theirs in the same database.
    const to = await repliedConversation({
      message: 'Is the Quorvendil track open to nurses?',
      reply: 'The Vantrelisk track starts in January; every lecture is recorded for shift workers.',
    })
    const mail = [
      'Danke, ich melde mich für Blorquent an.',
      '',
      'Von: Lumen Code Academy <school@lumen.test>',
      'Gesendet: Dienstag, 24. November 2026 10:00',
      'Betreff: Re: Your message to Lumen Code Academy',
      '',
      'The Vantrelisk track starts in January; every lecture is recorded for shift workers.',
    ].join('\n')
    await answer(to, mail)
    expect((await storedAnswer(to.id)).folded).toContain('Vantrelisk')
    const words = ['vantrelisk', 'quorvendil', 'blorquent']
    expect(await tracesOf(words)).toEqual(
      expect.arrayContaining([
        'conversation_entries.body: blorquent',
        'conversation_entries.quoted_history: vantrelisk',
      ]),
    )
    const erased = await postForm(`/inbox/${to.id}/delete`, { confirm: 'delete' })
    expect(erased.status).toBe(303)
    expect(await tracesOf(words)).toEqual([])
  })
})
