// The school knows what it sent: text in an answer that repeats the staff's reply or the visitor's
// own message is the quoted history, quoted or not, rewrapped, in any language, with or without
// a header above it. It is folded apart, never dropped; the visitor's own words stay the answer.
import { describe, expect, it } from 'vitest'
import { publishResponseTime, unpublishAll } from '../../site-content/revisions'
import { answer } from '../inbound-mail'
import { repliedConversation, storedAnswer } from './answer-history'
import { message, reply, wrapped } from './answer-split'

describe('the history the school recognises as its own', () => {
  it('folds the reply pasted below the answer without quote marks or header, rewrapped', async () => {
    const to = await repliedConversation({ message, reply })
    await answer(to, `Danke, das passt gut. Ich melde mich an.\n\n${wrapped(reply, 38)}`)
    const stored = await storedAnswer(to.id)
    expect(stored.body).toBe('Danke, das passt gut. Ich melde mich an.')
    expect(stored.history).toHaveLength(1)
    expect(stored.history[0]?.at).toBe(stored.body.length)
    expect(stored.folded.replace(/\s+/g, ' ')).toContain('so shift workers can follow them')
    expect(stored.folded).toContain('Maria from Lumen Code Academy')
  })

  it('folds the reply’s mail pasted whole, down to its line on when the form was sent', async () => {
    const to = await repliedConversation({ message, reply })
    // The mail as reply-mail.ts sent it before any answer: the reply, then when the form was sent.
    const mail = `${reply}\n\nYou wrote to us through our contact form on 23 Nov 2026, 10:05 UTC.\nIf you did not write to us, you can ignore this email.`
    await answer(to, `Thanks, see you on Tuesday.\n\n${wrapped(mail, 60)}`)
    const stored = await storedAnswer(to.id)
    expect(stored.body).toBe('Thanks, see you on Tuesday.')
    expect(stored.folded).toContain('You wrote to us through our contact form')
  })

  it('folds a header in a language no table holds, above the school’s words', async () => {
    const to = await repliedConversation({ message, reply })
    const header = 'Ar 24 Tach 2026 am 09:00, ysgrifennodd Maria:'
    await answer(to, `Diolch, mae hynny’n iawn.\n\n${header}\n\n${wrapped(reply, 72)}`)
    const stored = await storedAnswer(to.id)
    expect(stored.body).toBe('Diolch, mae hynny’n iawn.')
    expect(stored.folded).toContain(header)
  })

  it('keeps a sentence of the visitor that repeats some of the reply’s words', async () => {
    const to = await repliedConversation({ message, reply })
    const written =
      'You wrote that the lectures are on Tuesday and Wednesday evenings, but I work on Tuesdays. Can I join on Wednesdays only?'
    await answer(to, `${written}\n\n> ${reply.replaceAll('\n', '\n> ')}`)
    expect((await storedAnswer(to.id)).body).toBe(written)
  })

  it('folds the visitor’s own message when the reply quoted it and the client quotes both', async () => {
    const to = await repliedConversation({ message, reply })
    const history = [
      'Lumen Code Academy <school@lumen.test> schrieb am Di., 24. Nov. 2026, 10:00:',
      wrapped(reply, 60, '> '),
      '>',
      '> On 23 Nov 2026, 10:05 UTC, you wrote:',
      wrapped(message, 50, '>> '),
    ].join('\n')
    await answer(to, `Super, dann bis Dienstag.\n\n${history}`)
    const stored = await storedAnswer(to.id)
    expect(stored.body).toBe('Super, dann bis Dienstag.')
    expect(stored.folded).toContain('nurse')
  })

  it('folds a reply written in Japanese below an Outlook header, read without spaces', async () => {
    const japanese =
      'ご連絡ありがとうございます。講義は毎週火曜日と水曜日の夜に行われ、すべて録画されますので、シフト勤務の方も翌日に視聴できます。'
    const to = await repliedConversation({
      message: 'シフト勤務でも受講できますか？',
      reply: japanese,
    })
    const history = [
      '差出人: Lumen Code Academy <school@lumen.test>',
      '送信日時: 2026年11月24日 9:00',
      `宛先: ${to.email}`,
      '件名: Re: Your message to Lumen Code Academy',
      '',
      // A client that wraps Japanese by width breaks lines between any two characters.
      japanese.replace(/(.{20})/g, '$1\n'),
    ].join('\n')
    await answer(to, `了解しました。火曜日から参加します。\n\n${history}`)
    const stored = await storedAnswer(to.id)
    expect(stored.body).toBe('了解しました。火曜日から参加します。')
    expect(stored.folded).toContain('差出人: Lumen Code Academy')
  })

  it('folds the confirmation the visitor answered', async () => {
    const to = await repliedConversation({ message, reply })
    const confirmation = [
      'Thank you for writing to Lumen Code Academy. Your message arrived on 23 Nov 2026, 10:05 UTC.',
      '',
      'To add something, answer this email: it reaches the same conversation.',
    ].join('\n')
    await answer(to, `One more thing: I can only start in March.\n\n${wrapped(confirmation, 50)}`)
    expect((await storedAnswer(to.id)).body).toBe('One more thing: I can only start in March.')
  })

  it('folds the confirmation whole when it promised the time the school published', async () => {
    await publishResponseTime('3 working days')
    const to = await repliedConversation({ message, reply })
    const confirmation = [
      'Thank you for writing to Lumen Code Academy. Your message arrived on 23 Nov 2026, 10:05 UTC.',
      '',
      'What happens next: we read every message and usually answer within 3 working days, by email to the address you gave.',
      '',
      'To add something, answer this email: it reaches the same conversation.',
    ].join('\n')
    await answer(to, `Is March too late?\n\n${wrapped(confirmation, 50)}`)
    expect((await storedAnswer(to.id)).body).toBe('Is March too late?')
    // Its promise alone, pasted without a mark: known by the words the school sent.
    const again = await repliedConversation({ message, reply })
    const promise = confirmation.split('\n')[2] as string
    await answer(again, `And is April?\n\n${wrapped(promise, 50)}`)
    expect((await storedAnswer(again.id)).body).toBe('And is April?')
    await unpublishAll()
  })

  it('keeps a bottom-posted answer below the history, folded above it', async () => {
    const to = await repliedConversation({ message, reply })
    const mail = [
      'On 24/11/2026 10:00, Lumen Code Academy wrote:',
      wrapped(reply, 72, '> '),
      '',
      'Thanks, Tuesday evenings work for me.',
      '',
      'Ada',
    ].join('\n')
    await answer(to, mail)
    const stored = await storedAnswer(to.id)
    expect(stored.body).toBe('Thanks, Tuesday evenings work for me.\n\nAda')
    expect(stored.history).toEqual([
      {
        at: 0,
        text: `On 24/11/2026 10:00, Lumen Code Academy wrote:\n${wrapped(reply, 72, '> ')}`,
      },
    ])
  })

  it('keeps words written into an unmarked Outlook history where they were', async () => {
    const to = await repliedConversation({ message, reply })
    const [greeting, body, ...closing] = reply.split('\n\n')
    const mail = [
      'My answers are below.',
      '',
      '-----Original Message-----',
      'From: Lumen Code Academy <school@lumen.test>',
      'Sent: Tuesday, November 24, 2026 10:00 AM',
      `To: ${to.email}`,
      'Subject: Re: Your message to Lumen Code Academy',
      '',
      greeting,
      '',
      wrapped(body ?? '', 76),
      '[Ada] Recordings are perfect: I work most Tuesdays.',
      '',
      closing.join('\n\n'),
    ].join('\n')
    await answer(to, mail)
    const stored = await storedAnswer(to.id)
    expect(stored.body).toBe(
      'My answers are below.\n\n[Ada] Recordings are perfect: I work most Tuesdays.',
    )
    expect(stored.history.map((fold) => fold.at)).toEqual([
      'My answers are below.'.length,
      stored.body.length,
    ])
  })
})
