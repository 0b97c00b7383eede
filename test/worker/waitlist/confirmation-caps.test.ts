import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearLists } from '../announcement/helpers'
import { visibleText } from '../html'
import {
  confirmationPath,
  confirming,
  joinWith,
  pressConfirm,
  requestWith,
} from './confirmation-helpers'

beforeEach(async () => {
  await clearLists()
  await env.DB.exec('DELETE FROM unasked_mail_minutes')
})

describe('confirmation mails of the waiting lists, as a stranger would use them', () => {
  it('sends one a day to a mailbox for a list, however often or however spelt it signs up', async () => {
    const { accepted, bindings } = await confirming()
    for (const email of [
      'pat.smith@gmail.com',
      'pat.smith@gmail.com',
      'PATSMITH+lists@googlemail.com',
      'p.a.t.smith@gmail.com',
    ]) {
      expect((await joinWith(bindings, { offering: 'corporate', email })).status).toBe(202)
    }
    expect(accepted.map((mail) => mail.to)).toEqual(['pat.smith@gmail.com'])
    // The other list is another purpose: one mail for it too.
    await joinWith(bindings, { offering: 'technical', email: 'pat.smith@gmail.com' })
    expect(accepted).toHaveLength(2)
  })

  it('sends another a day later to an address still unconfirmed, and none to a confirmed one', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'later@example.com' })
    await joinWith(bindings, { offering: 'corporate', email: 'done@example.com' })
    await pressConfirm(bindings, confirmationPath(accepted[1]))
    // A day passes for both.
    await env.DB.exec(
      "UPDATE outbox SET created_at = '2000-01-01T00:00:00.000Z' WHERE kind = 'signup-confirmation'",
    )
    await joinWith(bindings, { offering: 'corporate', email: 'later@example.com' })
    await joinWith(bindings, { offering: 'corporate', email: 'done@example.com' })
    expect(accepted.map((mail) => mail.to)).toEqual([
      'later@example.com',
      'done@example.com',
      'later@example.com',
    ])
    // Both links name the same sign-up: the first still works.
    const first = await pressConfirm(bindings, confirmationPath(accepted[0]))
    expect(visibleText(await first.text())).toContain('You are on the waiting list')
  })

  it('answers every sign-up exactly alike: new, waiting for confirmation, confirmed', async () => {
    const { accepted, bindings } = await confirming()
    const answers: string[] = []
    const read = async (response: Response) =>
      answers.push(`${response.status} ${await response.text()}`)
    await read(await joinWith(bindings, { offering: 'technical', email: 'same@example.com' }))
    await read(await joinWith(bindings, { offering: 'technical', email: 'same@example.com' }))
    await pressConfirm(bindings, confirmationPath(accepted[0]))
    await read(await joinWith(bindings, { offering: 'technical', email: 'SAME@example.com' }))
    expect(answers).toEqual(Array(3).fill('202 {"pending":"confirmation"}'))
    // Without JavaScript: the same redirect each time.
    const post = (email: string) =>
      requestWith(bindings, '/technical', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://lumen.test',
        },
        body: new URLSearchParams({ email }).toString(),
      })
    const locations = [
      await post('fresh@example.com'),
      await post('fresh@example.com'),
      await post('same@example.com'),
    ].map((response) => `${response.status} ${response.headers.get('Location')}`)
    expect(locations).toEqual(Array(3).fill('303 https://lumen.test/technical?joined=1'))
  })

  it('counts waiting-list confirmations against the site’s hourly ceiling with the contact form’s', async () => {
    const { accepted, bindings } = await confirming({ CONFIRMATION_MAILS_PER_HOUR: '2' })
    for (const n of [1, 2, 3, 4]) {
      await joinWith(bindings, { offering: 'corporate', email: `ceiling-${n}@example.com` })
    }
    expect(accepted.map((mail) => mail.to)).toEqual([
      'ceiling-1@example.com',
      'ceiling-2@example.com',
    ])
    const held = await env.DB.prepare('SELECT SUM(held) AS n FROM unasked_mail_minutes').first('n')
    expect(held).toBe(2)
  })

  it('stores a sign-up and queues nothing while mail to visitors is off (nobody can confirm)', async () => {
    const { accepted, bindings } = await confirming({ SITE_ORIGIN: undefined })
    expect(
      (await joinWith(bindings, { offering: 'corporate', email: 'unsent@example.com' })).status,
    ).toBe(202)
    expect(accepted).toEqual([])
    const queued = await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first('n')
    const counted = await env.DB.prepare('SELECT COUNT(*) AS n FROM unasked_mail_minutes').first(
      'n',
    )
    expect([queued, counted]).toEqual([0, 0])
    expect(
      await env.DB.prepare(
        "SELECT email FROM waitlist_signups WHERE email = 'unsent@example.com'",
      ).first('email'),
    ).toBe('unsent@example.com')
  })

  it('takes a honeypot holding only blanks for a person (autofill), and a filled one for a bot', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'corporate', email: 'person@example.com', website: '  ' })
    await joinWith(bindings, { offering: 'corporate', email: 'robot@example.com', website: 'x' })
    expect(accepted.map((mail) => mail.to)).toEqual(['person@example.com'])
  })
})
