import { describe, expect, it } from 'vitest'
import { mailboxKey } from '../../../src/server/unasked-mail/mailbox-key'
import { sendWith, valid } from '../contact/send'
import { conversationOn, sentBy } from '../conversation/conversation'
import { flakyMailer } from '../outbox/outbox'

/** Posts one message per address, each from a visitor of its own; resolves with the mails sent. */
async function confirmationsFor(addresses: string[]) {
  const mailer = flakyMailer()
  for (const email of addresses) {
    const response = await sendWith(conversationOn(mailer), { ...valid, email })
    expect(response.status).toBe(201)
  }
  return sentBy(mailer).map((mail) => mail.to)
}

describe('one unasked mail a day per mailbox, however the address is spelt', () => {
  it('counts sub-addresses (+tag) as the mailbox they land in', async () => {
    const sent = await confirmationsFor([
      'victim+1@example.com',
      'victim+2@example.com',
      'Victim@Example.com',
      'victim+@example.com',
    ])
    // The one mail goes to the address as it was typed first.
    expect(sent).toEqual(['victim+1@example.com'])
  })

  it('ignores dots in the local part at Gmail, whose two domains are one', async () => {
    const sent = await confirmationsFor([
      'v.ictim@gmail.com',
      'victim@gmail.com',
      'vic.tim+news@googlemail.com',
      'VICTIM@GoogleMail.com',
    ])
    expect(sent).toEqual(['v.ictim@gmail.com'])
  })

  it('keeps dots significant where the provider does (two people at outlook.com)', async () => {
    const sent = await confirmationsFor(['jo.smith@outlook.com', 'josmith@outlook.com'])
    expect(sent).toEqual(['jo.smith@outlook.com', 'josmith@outlook.com'])
  })

  it('keeps the address as typed in the stored message', async () => {
    const { env } = await import('cloudflare:test')
    await confirmationsFor(['Typed.As+Is@GMail.com'])
    const row = await env.DB.prepare('SELECT email FROM contact_messages WHERE email = ?')
      .bind('Typed.As+Is@GMail.com')
      .first<{ email: string }>()
    expect(row?.email).toBe('Typed.As+Is@GMail.com')
  })
})

describe('the mailbox key', () => {
  it.each([
    ['Ada@Example.com', 'ada@example.com'],
    ['ada+cohort+2027@example.com', 'ada@example.com'],
    ['+tag@example.com', '@example.com'],
    ['a.d.a@example.com', 'a.d.a@example.com'],
    ['A.D.A+x@gmail.com', 'ada@gmail.com'],
    ['ada@googlemail.com', 'ada@gmail.com'],
    ['ada@gmail.com.evil.example', 'ada@gmail.com.evil.example'],
    ['a.da@mail.gmail.com', 'a.da@mail.gmail.com'],
    ['"o.dd@na.me"@gmail.com', '"odd@name"@gmail.com'],
  ])('reads %s as %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key)
  })
})
