// An offering published as open while its waiting list has not been told: the content page offers
// to draft the announcement (the waiting lists' flow, reviewed and sent by a person), until one
// exists; nothing while the offering is still coming soon.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { seedList } from '../../announcement/helpers'
import { attributeValues, visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff } from '../helpers'

const items = ['One', 'Two', 'Three', 'Four', 'Five']
const offerings = (corporateOpen: boolean) => ({
  offerings: {
    corporate: { comingSoon: !corporateOpen, items, firstDate: '2027-04-06' },
    technical: { comingSoon: true, items },
  },
})

const page = async () => {
  const html = await (await asStaff('/inbox/content')).text()
  return { html, words: visibleText(html) }
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_revisions'),
    env.DB.prepare('DELETE FROM waitlist_announcements'),
    env.DB.prepare('DELETE FROM waitlist_signups'),
  ])
  await seedList('corporate', 3, 'corp')
})

describe('an offering published as open', () => {
  it('offers to draft its waiting list’s announcement', async () => {
    await publishRevision(offerings(true))
    const { html, words } = await page()
    expect(words).toContain(
      'Corporate Offerings is published as open, from April 6, 2027. Its waiting list (3 confirmed addresses) has not been told yet.',
    )
    expect(attributeValues(html, 'a', 'href')).toContain('/inbox/waitlists#list-corporate')
    expect(words).not.toContain('Technical Offerings is published as open')
  })

  it('offers nothing once the announcement exists, nor while it is still coming soon', async () => {
    await publishRevision(offerings(false))
    expect((await page()).words).not.toContain('Tell the waiting list')
    await publishRevision(offerings(true))
    await env.DB.prepare(
      `INSERT INTO waitlist_announcements (offering, subject, body, sent_by) VALUES ('corporate', 'Open', 'We are open.', 'maria@lumen.test')`,
    ).run()
    expect((await page()).words).not.toContain('Tell the waiting list')
  })
})
