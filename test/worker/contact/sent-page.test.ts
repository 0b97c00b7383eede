import { describe, expect, it } from 'vitest'
import { contactContent } from '../../../src/shared/content/contact'
import { get, visibleText } from '../html'

// Without JavaScript, `/contact?sent=1` once showed an empty form on a phone, the confirmation
// below the fold, nothing focused and the title unchanged. The confirmation comes first in the main
// content, takes focus, and the title says the message was sent (docs/architecture.md, "After a
// send"; its geometry and focus are checked in Chromium: contact-sent-states.test.ts).

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
const mainOf = (html: string) => html.slice(html.indexOf('<main'))

describe('the page after a message sent without JavaScript (/contact?sent=1)', () => {
  it('says in its title that the message was sent, and is kept out of search indexes', async () => {
    const html = await (await get('/contact?sent=1')).text()
    expect(titleOf(html)).toBe('Message sent · Contact · Lumen Code Academy')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(titleOf(await (await get('/contact')).text())).toBe('Contact · Lumen Code Academy')
  })

  it('leads the main content with the spec’s words and what happens next, focused on load', async () => {
    const main = mainOf(await (await get('/contact?sent=1')).text())
    const text = visibleText(main)
    expect(text.indexOf('Message sent successfully!')).toBeGreaterThan(-1)
    expect(text.indexOf('Message sent successfully!')).toBeLessThan(text.indexOf('Get in Touch'))
    expect(text).toContain(contactContent.form.nextSteps)
    expect(main).toMatch(/<div id="sent-confirmation" role="status" tabindex="-1" autofocus=""/)
  })

  it('offers the empty form again below, for another message', async () => {
    const main = mainOf(await (await get('/contact?sent=1')).text())
    expect(visibleText(main)).toContain('Send another message')
    expect(main).toMatch(/<input[^>]*name="name"[^>]*value=""/)
  })
})
