// The history a mail client quotes with a visitor's answer is folded apart where it is sure to be
// history; the answer keeps the visitor's own words.
import { describe, expect, it } from 'vitest'
import { storedAnswer } from '../answer-history/answer-history'
import { answer, conversation, onlyEntry } from '../inbound-mail'

describe('the quoted history below an answer', () => {
  const cases: [string, string, string][] = [
    [
      'Gmail’s "On … wrote:" and quoted lines',
      'Tuesday is fine.\n\nOn Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <school@lumen.test> wrote:\n> Would Tuesday suit you?\n>\n> Lumen Code Academy\n',
      'Tuesday is fine.',
    ],
    [
      'an attribution wrapped onto two lines',
      'Tuesday is fine.\n\nOn Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <\nreply+abc@lumen.test> wrote:\n\n> Would Tuesday suit you?\n',
      'Tuesday is fine.',
    ],
    [
      'Outlook’s "Original Message" separator',
      'Tuesday is fine.\n\n-----Original Message-----\nFrom: Lumen Code Academy <school@lumen.test>\nSent: Monday, November 23, 2026 10:00 AM\nSubject: Re: Your message\n\nWould Tuesday suit you?',
      'Tuesday is fine.',
    ],
    [
      'Outlook’s rule and header block',
      'Tuesday is fine.\n\n________________________________\nFrom: Lumen Code Academy <school@lumen.test>\nSent: Monday, 23 November 2026 10:00\nTo: Ada <ada@example.com>\nSubject: Re: Your message\n\nWould Tuesday suit you?',
      'Tuesday is fine.',
    ],
    [
      'a German client’s attribution',
      'Dienstag passt.\n\nAm 23.11.2026 um 10:00 schrieb Lumen Code Academy <school@lumen.test>:\n> Would Tuesday suit you?',
      'Dienstag passt.',
    ],
  ]

  for (const [name, mail, kept] of cases) {
    it(`folds the history below ${name}, every word of it kept`, async () => {
      const to = await conversation()
      await answer(to, mail)
      const stored = await storedAnswer(to.id)
      expect(stored.body).toBe(kept)
      expect(stored.folded).toContain('Would Tuesday suit you?')
    })
  }

  it('keeps an answer written between quoted lines in place, the quoted lines folded', async () => {
    const to = await conversation()
    const mail =
      'On Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <school@lumen.test> wrote:\n> Would Tuesday suit you?\nYes.\n> And 7 pm?\nBetter 8 pm.'
    await answer(to, mail)
    expect(await storedAnswer(to.id)).toMatchObject({
      body: 'Yes.\n\nBetter 8 pm.',
      history: [
        {
          at: 0,
          text: 'On Mon, 23 Nov 2026 at 10:00, Lumen Code Academy <school@lumen.test> wrote:\n> Would Tuesday suit you?',
        },
        { at: 4, text: '> And 7 pm?' },
      ],
    })
  })

  it('is all answer where nothing marks a history reliably', async () => {
    const to = await conversation()
    const mail =
      'On Monday I wrote: the code does not compile.\nFrom: my laptop\nStill the same error.'
    await answer(to, mail)
    expect((await onlyEntry(to.id)).body).toBe(mail)
  })

  it('is all answer when the mail holds nothing else', async () => {
    const to = await conversation()
    await answer(to, '> Would Tuesday suit you?\n> Lumen Code Academy')
    expect((await onlyEntry(to.id)).body).toBe('> Would Tuesday suit you?\n> Lumen Code Academy')
  })
})
