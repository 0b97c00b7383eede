// An Outlook history without marks, as known-text.ts and history-rules.ts read it: the words a
// visitor wrote into it kept where they were, a history the school does not recognise folded
// whole. No mail in between.
import { describe, expect, it } from 'vitest'
import { known, reply, split, wrapped } from './answer-split'

describe('the history the school recognises as its own', () => {
  it('keeps words written into an unmarked Outlook history where they were', () => {
    const [greeting, body, ...closing] = reply.split('\n\n')
    const mail = [
      'My answers are below.',
      '',
      '-----Original Message-----',
      'From: Lumen Code Academy <school@lumen.test>',
      'Sent: Tuesday, November 24, 2026 10:00 AM',
      'Subject: Re: Your message to Lumen Code Academy',
      '',
      greeting,
      '',
      wrapped(body ?? '', 76),
      '[Ada] Recordings are perfect: I work most Tuesdays.',
      '',
      closing.join('\n\n'),
    ].join('\n')
    const seen = split(mail, known)
    expect(seen.body).toBe(
      'My answers are below.\n\n[Ada] Recordings are perfect: I work most Tuesdays.',
    )
    expect(seen.history.map((fold) => fold.at)).toEqual([
      'My answers are below.'.length,
      seen.body.length,
    ])
  })

  it('keeps only the words written into an Outlook history that starts the mail', () => {
    const [greeting, body, closing] = reply.split('\n\n')
    const mail = [
      '-----Original Message-----',
      'From: Lumen Code Academy <school@lumen.test>',
      'Sent: Tuesday, November 24, 2026 10:00 AM',
      'Subject: Re: Your message to Lumen Code Academy',
      '',
      greeting,
      '',
      body,
      '[Ada] Recordings are perfect: I work most Tuesdays.',
      '',
      closing,
    ].join('\n')
    const seen = split(mail, known)
    expect(seen.body).toBe('[Ada] Recordings are perfect: I work most Tuesdays.')
    expect(seen.history.map((fold) => fold.at)).toEqual([0, seen.body.length])
    expect(seen.history.at(-1)?.text).toBe(closing)
  })

  it('keeps all of an Outlook history the school does not recognise folded', () => {
    const mail = `My answers are below.\n\n-----Original Message-----\nFrom: Lumen\n\nDie Kurse beginnen im Januar.\nI can come in January.`
    const seen = split(mail, known)
    expect(seen.body).toBe('My answers are below.')
  })
})
