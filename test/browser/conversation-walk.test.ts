import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { corporateContent } from '../../src/shared/content/coming-soon.ts'
import { readmeBlock } from '../scripts/readme.ts'
import { visibleText } from '../worker/html.ts'
import { type LocalSite, type SentMail, startLocalSite } from './local-site.ts'

// The whole loop as docs/conversation.md "The whole conversation, locally" walks it, from outside, against the
// built worker as `npm start` serves it: the contact form, the confirmation file, the staff's
// reply from the inbox, the visitor's answer by mail (and the same mail again, an auto-reply, a
// forged address, an oversized mail), a waiting list's announcement and its unsubscribe link, and
// the erasure of the address. Each step asserts what the visitor or the staff would see. The
// steps share one server and run in order: a step that fails leaves the ones after it failing.
let site: LocalSite
beforeAll(async () => {
  site = await startLocalSite()
}, 120_000)
afterAll(async () => {
  await site?.stop()
})

const visitor = { name: 'Ada Lovelace', email: 'ada@example.com' }
const question = 'When does the next cohort start?'
const replyText = 'The next cohort starts in January.'
const state: { id: string; cookie: string; replyAddress: string; mails: number } = {
  id: '',
  cookie: '',
  replyAddress: '',
  mails: 0,
}

/** A signed-in staff member's request (the cookie /inbox/sign-in set). */
const asStaff = (path: string, fields?: Record<string, string>) =>
  site.visit(path, fields, state.cookie)

const pageText = async (path: string) => visibleText(await (await asStaff(path)).text())

/** What the message page says beside the visitor's name: the state and "Answered" or nothing. */
const heading = async () => {
  const html = await (await asStaff(`/inbox/${state.id}`)).text()
  return visibleText(html.match(/<h1[\s\S]*?(?=<dl)/)?.[0] ?? '').trim()
}

/** Writes mail.eml (the walk's step 5) and returns the doc's curl that posts it to the address. */
const mailFile = (text: string) => {
  writeFileSync(join(site.project.dir, 'mail.eml'), text)
  return readmeBlock('curl -X POST http://localhost:8787/cdn-cgi/handler/email').replace(
    'reply+…@lumen.localhost',
    state.replyAddress,
  )
}

describe('the whole conversation, locally, as docs/conversation.md walks it', () => {
  it('1–2. takes the form without JavaScript and writes the confirmation mail to a file', async () => {
    const sent = await site.visit('/contact', { ...visitor, message: question })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe(`${site.origin}/contact?sent=1`)
    const page = visibleText(await (await fetch(`${site.origin}/contact?sent=1`)).text())
    expect(page).toContain('Message sent successfully!')

    const confirmation = await site.mailTo(
      visitor.email,
      'We received your message · Lumen Code Academy',
    )
    expect(confirmation.from).toBe('"Lumen Code Academy" <school@lumen.localhost>')
    expect(confirmation.text).toMatch(
      /^Thank you for writing to Lumen Code Academy\. Your message arrived on /,
    )
    // Nothing the visitor typed goes out to the address they gave.
    expect(confirmation.text).not.toContain(question)
    expect(confirmation.text).not.toContain(visitor.name)
    const notice = await site.mailTo(
      'staff@lumen.localhost',
      'Contact form: Ada Lovelace · A general question',
    )
    expect(notice.text).toContain(question)
  })

  it('3. signs staff in with the printed token, shows the message, and takes the reply', async () => {
    // The sign-in page, as docs/operations.md "Signing in locally" has it, and curl with the header.
    const signIn = await site.visit('/inbox/sign-in', { token: site.token })
    expect(signIn.status).toBe(303)
    state.cookie = String(signIn.headers.get('Set-Cookie')).split(';')[0] ?? ''
    const listed = site.asTyped(
      `curl -H "Cf-Access-Jwt-Assertion: ${site.token}" localhost:8787/inbox`,
    )
    expect(visibleText(listed)).toContain(`${visitor.name} ${visitor.email} ${question}`)
    const list = await (await asStaff('/inbox')).text()
    state.id = /href="\/inbox\/([0-9a-f-]{36})"/.exec(list)?.[1] ?? ''
    expect(await heading()).toBe('Ada Lovelace New')

    // docs/operations.md "Repairs by hand", each message's deliveries: its query, on this database, finds the staff's mail.
    const deliveries = readmeBlock('JOIN outbox d ON').match(/--command "([\s\S]*)"/)?.[1]
    expect(site.query(String(deliveries).replace(/\s+/g, ' '))).toMatchObject([
      { id: state.id, name: visitor.name, channel: 'email', state: 'delivered', attempts: 1 },
    ])

    const page = await (await asStaff(`/inbox/${state.id}`)).text()
    const key = /name="key" value="([0-9a-f-]{36})"/.exec(page)?.[1] ?? ''
    const replied = await asStaff(`/inbox/${state.id}/reply`, { key, reply: replyText })
    expect(replied.status).toBe(303)
    await expect
      .poll(() => pageText(`/inbox/${state.id}`))
      .toMatch(new RegExp(`Reply by staff@lumen\\.localhost .*Delivered ${replyText}`))
    expect(await heading()).toBe('Ada Lovelace Handled Answered')
  })

  it('4. writes the reply mail to a file, saying when the form was sent, quoting none of it', async () => {
    const reply = await site.mailTo(visitor.email, 'Re: Your message to Lumen Code Academy')
    expect(reply.from).toBe('"Lumen Code Academy" <school@lumen.localhost>')
    expect(reply.text.startsWith(replyText)).toBe(true)
    // No answer has come from the address yet: the form's words are anyone's.
    expect(reply.text).toContain('You wrote to us through our contact form on ')
    expect(reply.text).not.toContain(question)
  })

  it('5–6. takes the visitor’s answer posted with curl: New again, the quoted lines folded', async () => {
    const printed = site.project.npmRun('reply-address', [state.id], { PORT: site.port })
    expect(printed.status, printed.stderr).toBe(0)
    state.replyAddress =
      /reply\+[0-9a-f]{32}-[0-9a-f]{20}@lumen\.localhost/.exec(printed.stdout)?.[0] ?? ''
    expect(printed.stdout).toContain(
      `--url-query 'to=${state.replyAddress}' --data-binary @mail.eml`,
    )

    // The walk's step 5: its mail.eml and curl, with the address npm run reply-address printed.
    const eml = readmeBlock('Message-ID: <answer-1@example.com>')
    const curl = mailFile(eml.replace('reply+…@lumen.localhost', state.replyAddress))
    expect(site.asTyped(curl)).toBe('Worker successfully processed email')

    // The answer, and below it the quoted lines folded away (the walk's step 6).
    const html = await (await asStaff(`/inbox/${state.id}`)).text()
    const folds = (html.match(/<details[\s\S]*?<\/details>/g) ?? []).filter((fold) =>
      fold.includes('Show the quoted history'),
    )
    const text = visibleText(folds.reduce((page, fold) => page.replace(fold, ''), html))
    expect(text).toContain('Answer from the visitor from ada@example.com')
    expect(text).toContain('Thank you! Is there an evening option?')
    expect(text).not.toContain('The next cohort starts in January. Thank you')
    expect(text).not.toContain('> The next cohort starts in January.')
    expect(folds.map(visibleText)).toEqual([
      expect.stringMatching(
        /^\s*Show the quoted history[\s\S]*The next cohort starts in January\./,
      ),
    ])
    expect(await heading()).toBe('Ada Lovelace New')
    const notice = await site.mailTo(
      'staff@lumen.localhost',
      'Answer from Ada Lovelace · A general question',
    )
    expect(notice.text).toContain('Thank you! Is there an evening option?')
    expect(notice.text).not.toContain('The next cohort starts in January.')
    // SITE_ORIGIN, as npm run inbox:local writes it, opens the conversation in the inbox.
    expect(notice.text).toContain(`Open it in the inbox: ${site.origin}/inbox/${state.id}\n`)
    state.mails = site.mails().length
  })

  it('stores the same mail delivered again once, and tells nobody twice', async () => {
    const eml = readmeBlock('Message-ID: <answer-1@example.com>')
    const curl = mailFile(eml.replace('reply+…@lumen.localhost', state.replyAddress))
    expect(site.asTyped(curl)).toBe('Worker successfully processed email')
    const text = await pageText(`/inbox/${state.id}`)
    expect(text.split('Thank you! Is there an evening option?')).toHaveLength(2)
    site.asTyped(readmeBlock('cdn-cgi/handler/scheduled').split('\n')[0] ?? '')
    expect(site.mails()).toHaveLength(state.mails)
  })

  it('drops an auto-reply quietly: a handled message stays handled, nothing is shown', async () => {
    await asStaff(`/inbox/${state.id}/state`, { state: 'handled' })
    const outOfOffice = [
      'From: Ada Lovelace <ada@example.com>',
      `To: ${state.replyAddress}`,
      'Subject: Out of office: Re: Your message to Lumen Code Academy',
      'Message-ID: <ooo-1@example.com>',
      'Auto-Submitted: auto-replied',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'I am away until Monday.',
    ].join('\r\n')
    expect(site.asTyped(mailFile(outOfOffice))).toBe('Worker successfully processed email')
    expect(await pageText(`/inbox/${state.id}`)).not.toContain('I am away until Monday.')
    expect(await heading()).toBe('Ada Lovelace Handled')
  })

  it('refuses a forged reply address and an oversized mail, storing nothing', async () => {
    const entries = () =>
      site.query('SELECT id FROM conversation_entries WHERE message_id = ?', state.id)
    const before = entries().length
    const real = state.replyAddress
    state.replyAddress = real.replace(/[0-9a-f]@/, (end) => `${end[0] === '0' ? '1' : '0'}@`)
    const eml = readmeBlock('Message-ID: <answer-1@example.com>')
    const forged = mailFile(
      eml
        .replace('<answer-1@', '<forged-1@')
        .replace('reply+…@lumen.localhost', state.replyAddress),
    )
    expect(site.asTyped(forged)).toBe(
      'Worker rejected email with the following reason: Unknown address: this address does not lead to a conversation with Lumen Code Academy.',
    )
    state.replyAddress = real
    const huge = eml
      .replace('<answer-1@', '<huge-1@')
      .replace('reply+…@lumen.localhost', real)
      .concat('x'.repeat(1024 * 1024))
    expect(site.asTyped(mailFile(huge))).toBe(
      'Worker rejected email with the following reason: Message too large: answers up to 1 MiB are accepted (attachments are not kept); please write again without them.',
    )
    expect(entries()).toHaveLength(before)
  })

  // The waiting list, a step at a time: the sign-up, the link mailed to the address (written to a
  // file like every local mail) and its button, the announcement, the way off the list.
  let announcement: SentMail
  it('signs the visitor up to the corporate waiting list without JavaScript', async () => {
    const joined = await site.visit('/corporate', { email: visitor.email })
    expect(joined.status).toBe(303)
    const page = visibleText(await (await fetch(String(joined.headers.get('Location')))).text())
    expect(page).toContain(corporateContent.waitlist.sent)
    expect(await pageText('/inbox/waitlists')).toContain(visitor.email)
  })

  it('joins the list once the link in the mail is opened and its button pressed', async () => {
    const mail = await site.mailTo(
      visitor.email,
      'Confirm your place on the waiting list · Lumen Code Academy',
    )
    const link = String(new RegExp(`${site.origin}/confirm/[0-9a-z]+`).exec(mail.text)?.[0])
    // Opening the link (as a mail scanner would) confirms nothing: its page has the button.
    const page = visibleText(await (await fetch(link)).text())
    expect(page).toContain('Join the waiting list')
    const nobodyYet = await asStaff('/inbox/waitlists/announce/corporate', {
      subject: 'Not yet',
      body: 'Not yet.',
    })
    expect(visibleText(await nobodyYet.text())).not.toContain('Send to 1 address')
    const joined = await fetch(link, {
      method: 'POST',
      headers: { Origin: site.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'confirm=yes',
    })
    expect(visibleText(await joined.text())).toContain('You are on the waiting list')
  })

  it('sends the staff’s announcement with the scheduled job, a link to leave the list in it', async () => {
    const draft = { subject: 'Corporate Offerings are open', body: 'Dear reader,\nwe are open.' }
    const review = await asStaff('/inbox/waitlists/announce/corporate', draft)
    expect(visibleText(await review.text())).toContain('Send to 1 address')
    const sent = await asStaff('/inbox/waitlists/announce/corporate', { ...draft, confirm: 'send' })
    expect(sent.status).toBe(303)
    for (const command of readmeBlock('cdn-cgi/handler/scheduled').trim().split('\n')) {
      expect(site.asTyped(command)).toBe('ok')
    }
    announcement = await site.mailTo(visitor.email, draft.subject)
    expect(announcement.text).toMatch(/^Dear reader,\nwe are open\.\n/)
    expect(announcement.text).toMatch(
      new RegExp(
        `Leave the list \\(your address is erased\\): ${site.origin}/unsubscribe/c[0-9a-f]{64}`,
      ),
    )
  })

  it('takes the address off the list from the link: a page first, the button leaves', async () => {
    const link = String(/http\S+\/unsubscribe\/\S+/.exec(announcement.text)?.[0])
    const page = visibleText(await (await fetch(link)).text())
    expect(page).toContain('Take your address off the waiting list for Corporate Offerings?')
    expect(await pageText('/inbox/waitlists')).toContain(visitor.email)
    const left = await fetch(link, { method: 'POST', headers: { Origin: site.origin } })
    expect(visibleText(await left.text())).toContain('You are off the list')
    expect(await pageText('/inbox/waitlists')).not.toContain(visitor.email)
  })

  it('erases everything from the address: nothing of it is left in any table', async () => {
    const confirm = await pageText(`/inbox/${state.id}/erase-address`)
    expect(confirm).toContain('One message from this address will be erased for good')
    const erased = await asStaff(`/inbox/${state.id}/erase-address`, { confirm: 'erase' })
    expect(erased.status).toBe(303)
    const cookie = String(erased.headers.get('Set-Cookie')).split(';')[0]
    const list = await fetch(new URL('/inbox', site.origin), {
      headers: { Cookie: `${state.cookie}; ${cookie}` },
    })
    expect(visibleText(await list.text())).toContain('One message from that address deleted.')
    expect((await asStaff(`/inbox/${state.id}`)).status).toBe(404)

    const traces = ['ada@example.com', 'Lovelace', 'evening option', 'next cohort', state.id]
    const tables = site.query<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table'",
    )
    for (const { name } of tables) {
      for (const row of site.query<Record<string, unknown>>(`SELECT * FROM "${name}"`)) {
        const values = Object.values(row).map((value) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : String(value),
        )
        for (const trace of traces) {
          expect(
            values.some((value) => value.toLowerCase().includes(trace.toLowerCase())),
            `${trace} in ${name}`,
          ).toBe(false)
        }
      }
    }
  })

  it('takes the load script’s messages, each stored', () => {
    const load = site.asTyped(
      readmeBlock('npx node scripts/contact-load.ts').replace(' 1000', ' 5').replace(/#.*$/m, ''),
    )
    expect(load).toContain('accepted (2xx) 5, rows stored 5')
  })

  it('leaves no mail file behind once npm start stops', async () => {
    const files = site.mails().map((mail) => mail.file)
    expect(files.length).toBeGreaterThanOrEqual(5)
    expect(files.every((file) => existsSync(file))).toBe(true)
    await site.stop()
    expect(files.filter((file) => existsSync(file))).toEqual([])
  })
})
