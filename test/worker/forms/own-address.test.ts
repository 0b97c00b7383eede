// The school's own addresses are no visitor's: a reply address (`reply+…@` the school's domain) or
// any address there given as the visitor's would send the school's confirmation and replies back
// to the school. Every public form refuses them, by either path, with words that name no setting.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import type { Bindings } from '../../../src/server/settings/env'
import { valid } from '../contact/send'
import { newAddress, visibleText } from '../html'

const words = 'Email must be your own address, so our mail reaches you'

const school = { SCHOOL_MAIL_FROM: 'hello@lumen.test' } satisfies Partial<Bindings>

/** Posts to the worker with settings of the test's choosing, as JSON or as a plain form. */
async function post(
  path: string,
  fields: Record<string, string>,
  settings: Partial<Bindings>,
  as: 'json' | 'form',
) {
  const ctx = createExecutionContext()
  const response = await app.request(
    `https://lumen.test${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
        'CF-Connecting-IP': newAddress(),
      },
      body: as === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    },
    { ...env, ...settings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const contact = (email: string, settings: Partial<Bindings> = school) =>
  post('/api/contact/send', { ...valid, email, message: `from ${email}` }, settings, 'json')

const stored = (email: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?')
    .bind(email)
    .first('n')

const fieldsOf = async (response: Response) =>
  (await response.json<{ fields: Record<string, string> }>()).fields

describe('an address on the school’s own domains', () => {
  it.each([
    'ada@lumen.test',
    'reply+0123456789abcdef0123456789abcdef-0123456789abcdef0123@lumen.test',
    'ADA@LUMEN.TEST',
    'staff@mail.lumen.test',
  ])('is refused by the contact API, nothing stored: %s', async (email) => {
    const response = await contact(email)
    expect(response.status).toBe(400)
    expect(await fieldsOf(response)).toEqual({ email: words })
    expect(await stored(email)).toBe(0)
  })

  it('is taken when no setting names the school’s domain, and a look-alike domain always is', async () => {
    expect((await contact('ada@lumen.test', {})).status).toBe(201)
    // An unset or unreadable setting names no domain, not even one spelt "undefined".
    expect((await contact('ada@lumen.undefined', {})).status).toBe(201)
    expect((await contact('ada@lumen.test', { SCHOOL_MAIL_FROM: 'not an address' })).status).toBe(
      201,
    )
    expect((await contact('ada@notlumen.test')).status).toBe(201)
    expect((await contact('ada@lumen.test.example')).status).toBe(201)
  })

  it('covers the notifications’ sender’s domain, and the staff’s inbox unless it is a public one', async () => {
    const notify = {
      CONTACT_NOTIFY_FROM: 'contact@send.example',
      CONTACT_NOTIFY_TO: 'team@staff.example',
    }
    expect((await contact('jo@send.example', notify)).status).toBe(400)
    expect((await contact('jo@staff.example', notify)).status).toBe(400)
    // Staff reading their mail at a public provider share its domain with every visitor there:
    // refusing it would refuse them all, and refusing that one address would tell who staff are.
    const gmail = { CONTACT_NOTIFY_TO: 'lumen.admissions@gmail.com' }
    expect((await contact('jo@gmail.com', gmail)).status).toBe(201)
    expect((await contact('lumen.admissions@gmail.com', gmail)).status).toBe(201)
  })

  it('reads a setting as the conversation does: spaces around it and its case do not matter', async () => {
    const padded = { SCHOOL_MAIL_FROM: ' Hello@Lumen.TEST ' }
    expect((await contact('ada@lumen.test', padded)).status).toBe(400)
  })

  it('is compared in ASCII, whichever form the setting and the visitor use', async () => {
    const idn = { SCHOOL_MAIL_FROM: ' hallo@schüle.example ' }
    expect((await contact('ada@schüle.example', idn)).status).toBe(400)
    expect((await contact('ada@xn--schle-mva.example', idn)).status).toBe(400)
  })

  it('is refused by a waiting list’s API', async () => {
    const email = 'ada@lumen.test'
    const response = await post(
      '/api/waitlist/join',
      { offering: 'corporate', email },
      school,
      'json',
    )
    expect(response.status).toBe(400)
    expect(await fieldsOf(response)).toEqual({ email: words })
  })

  it.each([
    ['/contact', { ...valid, email: 'reply+abc@lumen.test' }],
    ['/technical', { email: 'reply+abc@lumen.test' }],
  ])(
    'is refused by the form on %s without JavaScript, the words on the page',
    async (path, fields) => {
      const response = await post(path, fields, school, 'form')
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(visibleText(html)).toContain(words)
      expect(html).toContain('value="reply+abc@lumen.test"')
      expect(html).not.toContain('SCHOOL_MAIL_FROM')
      const signups = await env.DB.prepare(
        'SELECT COUNT(*) AS n FROM waitlist_signups WHERE email = ?',
      )
        .bind('reply+abc@lumen.test')
        .first('n')
      expect([await stored('reply+abc@lumen.test'), signups]).toEqual([0, 0])
    },
  )
})
