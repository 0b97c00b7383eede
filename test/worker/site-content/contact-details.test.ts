// The school's contact details as published (site-content/facts.ts → contact): the footer of
// every page, the privacy notice's phone, /contact's promise of when it answers (its introduction
// and the form's "what happens next"), and the organization's structured data; the code's phone
// until anything is published.
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../html'
import { movingClock } from './moving-clock'
import { publishRevision } from './revisions'

const details = {
  phone: { display: '(617) 555-0199', tel: '+16175550199', note: 'Weekdays, 9 to 5' },
  postalAddress: ['Harbour Campus', '1 Example Street', 'Springfield, MA 01101'],
  email: 'hello@lumen.example',
  responseTime: '1 working day',
}

const later = movingClock('2026-12-01T12:00:00Z')

const page = async (path: string) => {
  const html = await (await SELF.fetch(`https://lumen.test${path}`)).text()
  return { html, words: visibleText(html) }
}

const organization = (html: string) =>
  (
    JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as { '@graph': Record<string, unknown>[] }
  )['@graph'].find((node) => node['@type'] === 'EducationalOrganization')

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
  later()
})

describe('the contact details, once published', () => {
  it('are the code’s phone, and no email or address, before anything is published', async () => {
    const { html, words } = await page('/')
    expect(words).toContain('(555) 010-0123 Call or text')
    expect(attributeValues(html, 'a', 'href')).not.toContain('mailto:hello@lumen.example')
    expect(organization(html)).toMatchObject({ telephone: '+15550100123' })
    expect(organization(html)).not.toHaveProperty('email')
  })

  it('are in every page’s footer, the privacy notice and the structured data', async () => {
    await publishRevision({ contactDetails: details })
    later()
    for (const path of ['/', '/stack', '/privacy']) {
      const { html, words } = await page(path)
      expect(words, path).toContain('(617) 555-0199 Weekdays, 9 to 5')
      expect(words, path).toContain('Harbour Campus 1 Example Street Springfield, MA 01101')
      expect(attributeValues(html, 'a', 'href'), path).toEqual(
        expect.arrayContaining(['tel:+16175550199', 'mailto:hello@lumen.example']),
      )
      expect(words, path).not.toContain('(555) 010-0123')
    }
    expect(organization((await page('/')).html)).toMatchObject({
      telephone: '+16175550199',
      email: 'hello@lumen.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Harbour Campus, 1 Example Street, Springfield, MA 01101',
      },
    })
  })

  it('are beside the form on /contact, the code’s phone alone until published', async () => {
    const before = await page('/contact')
    expect(before.words).toContain('Other ways to reach us Phone (555) 010-0123 Call or text')
    expect(before.words).not.toContain('Post ')
    await publishRevision({ contactDetails: details })
    later()
    const { html, words } = await page('/contact')
    expect(words).toContain(
      'Other ways to reach us Phone (617) 555-0199 Weekdays, 9 to 5 Email hello@lumen.example Post Harbour Campus 1 Example Street Springfield, MA 01101',
    )
    // The details stay out of the form's island props.
    expect(/<script type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1]).not.toContain(
      'hello@lumen.example',
    )
  })

  it('set when /contact says the school answers, on the page and after a send', async () => {
    await publishRevision({ contactDetails: details })
    later()
    const { html, words } = await page('/contact')
    expect(words).toContain(
      'We read every message and reply by email, usually within 1 working day.',
    )
    // The island's words for "what happens next", with and without JavaScript.
    expect(html).toContain('usually answer within 1 working day, by email')
    expect(visibleText((await page('/contact?sent=1')).html)).toContain(
      'What happens next: we read every message and usually answer within 1 working day',
    )
  })
})
