// /corporate and /technical without JavaScript: the proposal form on the page beside the waiting
// list, posted to the offering's proposal path, stored as sent and answered with the page,
// refused in its own words with what was typed kept.
import { describe, expect, it } from 'vitest'
import { attributeValues, get, visibleText } from '../html'
import { postProposal, storedProposals, validForm } from './helpers'

describe('the proposal form on the offerings’ pages', () => {
  it.each([
    [
      '/corporate',
      'Corporate Offerings: Coming Soon',
      'Codebase reviews with practical next steps',
    ],
    ['/technical', 'Technical Offerings: Coming Soon', 'Database design and query performance'],
  ])(
    '%s keeps its heading and offers the form, its topics the page’s own',
    async (path, heading, topic) => {
      const html = await (await get(path)).text()
      const text = visibleText(html)
      expect(html.match(/<h1\b[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(heading)
      expect(text).toContain('Tell me when it opens')
      expect(text).toContain('Request a proposal for your team')
      expect(attributeValues(html, 'form', 'action')).toEqual([path, `${path}/proposal`])
      expect(attributeValues(html, 'input', 'value')).toContain(topic)
      const options = attributeValues(html, 'option', 'value')
      for (const choice of [
        '1-5',
        '200+',
        'this-quarter',
        'exploring',
        'on-site',
        'undecided',
        '50k-plus',
      ]) {
        expect(options).toContain(choice)
      }
    },
  )

  it('is stored as sent, then the page says it was received and what happens next', async () => {
    const posted = await postProposal(validForm({ email: 'nojs@acme.example' }))
    expect(posted.status).toBe(303)
    const location = posted.headers.get('Location') ?? ''
    expect(location).toBe('https://lumen.test/corporate?proposal=sent#proposal')
    expect(await storedProposals('nojs@acme.example')).toMatchObject([
      { offering: 'corporate', company: 'Acme Logistics GmbH', team_size: '16-50', stage: 'new' },
    ])
    const page = await get('/corporate?proposal=sent')
    expect(visibleText(await page.text())).toContain('Request received: check your inbox')
    const again = await postProposal(
      validForm({ email: 'nojs@acme.example', message: 'Fourteen developers now.' }),
    )
    expect(again.headers.get('Location')).toBe(
      'https://lumen.test/corporate?proposal=again#proposal',
    )
    const told = await get('/corporate?proposal=again')
    expect(visibleText(await told.text())).toContain(
      'We have updated your request: what you just sent has replaced the request still waiting',
    )
    expect(await storedProposals('nojs@acme.example')).toMatchObject([
      { message: 'Fourteen developers now.' },
    ])
  })

  it('takes one ticked topic, sent as a single field, on /technical', async () => {
    const form = validForm({
      email: 'one@acme.example',
      topics: 'Database design and query performance',
      otherTopic: '',
    })
    const posted = await postProposal(form, { path: '/technical/proposal' })
    expect(posted.status).toBe(303)
    expect(await storedProposals('one@acme.example')).toMatchObject([
      { offering: 'technical', topics: '["Database design and query performance"]' },
    ])
  })

  it('refuses with the page, its errors in words, what was typed kept and escaped', async () => {
    const posted = await postProposal(
      validForm({
        email: 'refused@acme.example',
        company: '<b>Bold & Co</b>',
        teamSize: '',
        topics: [],
        otherTopic: '',
      }),
    )
    expect(posted.status).toBe(400)
    const html = await posted.text()
    const text = visibleText(html)
    expect(html).toContain('<title>Error: ')
    expect(text).toContain('Team size is required')
    expect(text).toContain('Choose at least one topic, or write your own')
    expect(html).toContain('value="&lt;b&gt;Bold &amp; Co&lt;/b&gt;"')
    expect(html).not.toContain('<b>Bold')
    expect(await storedProposals('refused@acme.example')).toEqual([])
  })

  it('stands behind the guards: another site’s post is refused with the page', async () => {
    const { app } = await import('../../../src/server')
    const { env } = await import('cloudflare:test')
    const response = await app.request(
      'https://lumen.test/corporate/proposal',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
        body: validForm({ email: 'cross@acme.example' }).toString(),
      },
      env,
    )
    expect(response.status).toBe(403)
    expect(await storedProposals('cross@acme.example')).toEqual([])
  })
})
