// A mistyped address is a lost visitor: `jo.bloggs@gmail` passes the HTML standard's rule (any host
// will do), but no mail reaches it, so no confirmation and no answer would either. Every public
// form refuses a domain without a dot, by either path, and says what to fix.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send, valid } from '../contact/send'
import { get, visibleText } from '../html'
import { join } from '../waitlist/requests'

const words = 'Email needs its whole domain after the @, such as example.com'

const postForm = (path: string, fields: Record<string, string>) =>
  get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

const storedMessages = (email: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?')
    .bind(email)
    .first('n')

const storedSignups = (email: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM waitlist_signups WHERE email = ?')
    .bind(email)
    .first('n')

describe('an address without a whole domain', () => {
  it('is refused by the contact API, naming the email field, and nothing is stored', async () => {
    const response = await send({ ...valid, email: 'jo.bloggs@gmail' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { email: words } })
    expect(await storedMessages('jo.bloggs@gmail')).toBe(0)
  })

  it('is refused by the waiting lists’ API', async () => {
    const response = await join({ offering: 'corporate', email: 'cto@acme' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { email: words } })
    expect(await storedSignups('cto@acme')).toBe(0)
  })

  it('is refused by the contact form without JavaScript, the words shown, the address kept', async () => {
    const response = await postForm('/contact', { ...valid, email: 'cto@acme' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(visibleText(html)).toContain(words)
    expect(html).toContain('value="cto@acme"')
    expect(await storedMessages('cto@acme')).toBe(0)
  })

  it('is refused by a waiting list without JavaScript', async () => {
    const response = await postForm('/technical', { email: 'jo.bloggs@gmail' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(visibleText(html)).toContain(words)
    expect(html).toContain('value="jo.bloggs@gmail"')
    expect(await storedSignups('jo.bloggs@gmail')).toBe(0)
  })

  it.each(['ada@exämple', 'ada@xn--exmple-cua'])(
    'is refused when the domain is international too, as typed or in ASCII: %s',
    async (email) => {
      const response = await send({ ...valid, email })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ fields: { email: words } })
    },
  )
})
