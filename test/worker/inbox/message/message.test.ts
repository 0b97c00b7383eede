import { describe, expect, it } from 'vitest'
import { replyHref } from '../../../../src/server/inbox/message/message-page'
import { attributeValues, visibleText } from '../../html'
import { asStaff, seedMessage } from '../helpers'

async function messagePage(id: string) {
  const response = await asStaff(`/inbox/${id}`)
  expect(response.status).toBe(200)
  return response.text()
}

describe('one message', () => {
  it('shows the whole message with its line breaks, when it arrived and its state', async () => {
    const id = await seedMessage({
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      message: 'First line\nSecond line\n\nAfter a blank line',
      receivedAt: '2026-05-06T07:08:09.000Z',
    })
    const html = await messagePage(id)
    expect(html).toContain('First line\nSecond line\n\nAfter a blank line')
    expect(html).toContain('whitespace-pre-wrap')
    expect(html).toContain('<time dateTime="2026-05-06T07:08:09.000Z">')
    const text = visibleText(html)
    expect(text).toContain('Katherine Johnson')
    expect(text).toContain('katherine@example.com')
    expect(text).toMatch(/Arrived: 6 May 2026, 07:08 UTC/)
  })

  it('offers a reply link to the visitor’s address with a "Re:" subject', async () => {
    const id = await seedMessage({ email: 'mary.jackson@example.com' })
    const links = attributeValues(await messagePage(id), 'a', 'href')
    expect(links).toContain(
      'mailto:mary.jackson@example.com?subject=Re%3A%20Your%20message%20to%20Lumen%20Code%20Academy',
    )
    // An address can never add recipients or headers to the reply.
    expect(replyHref('a@b.com?bcc=evil@x.com&body=hi')).toBe(
      'mailto:a@b.com%3Fbcc%3Devil@x.com%26body%3Dhi?subject=Re%3A%20Your%20message%20to%20Lumen%20Code%20Academy',
    )
  })

  it('shows markup a visitor typed as text, never as HTML', async () => {
    const attack = '<img src=x onerror=alert(1)>'
    const id = await seedMessage({ name: `<b>${attack}</b>`, message: attack })
    const html = await messagePage(id)
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    const list = await (await asStaff('/inbox?state=all')).text()
    expect(list).not.toContain('<img')
  })

  it('isolates names whose direction or control characters could disguise them', async () => {
    const id = await seedMessage({ name: '\u202Egnp.exe\u202C Admin', email: 'rtl@example.com' })
    const html = await messagePage(id)
    expect(html).toMatch(/<h1[^>]*><bdi>\u202Egnp\.exe\u202C Admin<\/bdi><\/h1>/)
    const list = await (await asStaff('/inbox?state=all')).text()
    expect(list).toMatch(/<bdi>\u202Egnp\.exe\u202C Admin<\/bdi>/)
  })

  it('marks a honeypot catch and answers 404 for a message that is not there', async () => {
    const id = await seedMessage({ flag: 'honeypot' })
    expect(visibleText(await messagePage(id))).toContain('Caught by the form’s honeypot')
    expect((await asStaff(`/inbox/${crypto.randomUUID()}`)).status).toBe(404)
    expect((await asStaff('/inbox/not-an-id')).status).toBe(404)
  })
})
