import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server/index'
import { attributeValues, get, visibleText } from '../html'

/** The privacy notice as the worker renders it with these settings on top of wrangler.toml's. */
async function notice(settings: Record<string, unknown> = {}) {
  const response = await app.request('https://lumen.test/privacy', {}, { ...env, ...settings })
  expect(response.status).toBe(200)
  return visibleText(await response.text())
}

describe('the privacy notice', () => {
  it('says what each form collects, who processes it, backups and how to ask', async () => {
    const text = await notice()
    expect(text).toContain('What we collect and why')
    expect(text).toContain('name, email address and message')
    expect(text).toContain('user agent')
    expect(text).toContain('never store your IP address')
    expect(text).toContain('Cloudflare hosts this site')
    expect(text).toContain('up to 30 days')
    expect(text).toContain('A copy, or an erasure')
  })

  it('says how long messages are kept from the settings the scheduled job reads', async () => {
    expect(await notice()).toContain('deleted automatically 365 days after they arrive')
    const shorter = await notice({ RETENTION_DAYS: '90', SPAM_RETENTION_DAYS: '7' })
    expect(shorter).toContain('deleted automatically 90 days after they arrive')
    expect(shorter).toContain('set aside as spam is deleted after 7 days')
    // The job deletes nothing with 0 or a typo: the notice promises no deletion either.
    for (const value of ['0', 'ninety']) {
      const kept = await notice({ RETENTION_DAYS: value })
      expect(kept).toContain('kept until our staff delete them')
      expect(kept).not.toContain('deleted automatically')
    }
  })

  it('says a waiting-list address joins only once its owner confirms, and goes after 7 days otherwise', async () => {
    const text = await notice()
    expect(text).toContain(
      'The waiting lists (Corporate, Technical): your email address and the offering, so that we can tell you when it opens. We first email the address a link to confirm that it is yours; only a confirmed address is on the list.',
    )
    expect(text).toContain(
      'A waiting-list address nobody confirms is deleted 7 days after it last signed up.',
    )
    expect(text).toContain(
      'before we asked for confirmations is kept, as we promised then, but never emailed',
    )
    expect(text).toContain(
      'A confirmed waiting-list address is kept until you ask us to remove it, or leave the list from the link in our email, and used for one email only: the one that says the offering has opened.',
    )
    // Confirmation mails are counted per mailbox: sub-addresses are one.
    expect(text).toContain('Such a link goes at most one a day to your mailbox.')
  })

  it('names the notification channels that are configured, and only those', async () => {
    const none = await notice()
    expect(none).not.toContain('webhook')
    expect(none).toContain('No copy of a message is sent anywhere else')
    const webhook = await notice({ CONTACT_WEBHOOK_URL: 'https://hooks.example/lumen' })
    expect(webhook).toContain('(a webhook)')
    expect(webhook).not.toContain('No copy of a message is sent anywhere else')
  })

  it('tells of the confirmation, replies and answers by email only when the conversation is on', async () => {
    const off = await notice()
    expect(off).not.toContain('we email you a confirmation')
    expect(off).not.toContain('Cloudflare Email Service')
    const on = await notice({
      SCHOOL_MAIL_FROM: 'hello@lumen.test',
      REPLY_TOKEN_SECRET: 's'.repeat(32),
      CONTACT_EMAIL: { send: async () => ({ messageId: 'local' }) },
    })
    expect(on).toContain('we email you a confirmation that your message arrived')
    expect(on).toContain('at most one a day to your mailbox')
    expect(on).toContain('your answer is added to the same conversation')
    expect(on).toContain('sent through Cloudflare Email Service')
    expect(on).toContain('kept and deleted with it')
  })

  it('renders anew when a retention setting changes, though the page is cached', async () => {
    const first = await app.request('https://lumen.test/privacy', {}, { ...env })
    const etag = first.headers.get('ETag') ?? ''
    await first.text()
    const changed = await app.request(
      'https://lumen.test/privacy',
      { headers: { 'If-None-Match': etag } },
      { ...env, RETENTION_DAYS: '30' },
    )
    expect(changed.status).toBe(200)
    expect(visibleText(await changed.text())).toContain('30 days after they arrive')
  })

  it('is linked from every page’s footer, not from the top navigation', async () => {
    for (const path of ['/', '/accelerator', '/contact', '/privacy']) {
      const html = await (await get(path)).text()
      const footer = html.slice(html.indexOf('<footer'))
      expect(attributeValues(footer, 'a', 'href'), path).toContain('/privacy')
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
      expect(attributeValues(header, 'a', 'href'), path).not.toContain('/privacy')
    }
  })

  it('is in the sitemap and answers another method with 405', async () => {
    expect(await (await get('/sitemap.xml')).text()).toContain(
      '<loc>https://lumen.test/privacy</loc>',
    )
    const post = await get('/privacy', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('Allow')).toBe('GET, HEAD')
  })
})
