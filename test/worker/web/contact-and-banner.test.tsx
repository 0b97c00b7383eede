// Two parts the school's content feeds, read whole: /contact's other ways to reach the school
// (components/other-ways.tsx) and the draft banner of the editor's preview (draft-banner.tsx).
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { DraftBanner } from '../../../src/server/components/draft-banner'
import { OtherWays } from '../../../src/server/components/other-ways'
import type { ContactFacts } from '../../../src/shared/content/facts'
import { attributeValues, visibleText } from '../html'

const phone = { display: '(617) 555-0199', tel: '+16175550199' }
const ways = (contact?: ContactFacts) => renderToStaticMarkup(<OtherWays contact={contact} />)
const linkStyle =
  'focusable rounded-sm text-brand-700 underline underline-offset-4 hover:text-brand-900'

describe('other ways to reach the school', () => {
  it('links the phone and the email, each drawn as a link, and lists the address line by line', () => {
    const html = ways({
      phone: { ...phone, note: 'Weekdays 9 to 5' },
      email: 'hello@lumen.example',
      postalAddress: ['1 Example Street', 'Springfield'],
    })
    expect(attributeValues(html, 'a', 'href')).toEqual([
      'tel:+16175550199',
      'mailto:hello@lumen.example',
    ])
    expect(attributeValues(html, 'a', 'class')).toEqual([linkStyle, `${linkStyle} break-words`])
    expect(html).toContain('<span class="block font-normal text-ink-soft">Weekdays 9 to 5</span>')
    expect(html).toContain(
      '<span class="block">1 Example Street</span><span class="block">Springfield</span>',
    )
    expect(visibleText(html)).toContain('Post')
  })

  it('shows only the phone when that is all the school published, with no empty line', () => {
    const html = ways({ phone })
    expect(attributeValues(html, 'a', 'href')).toEqual(['tel:+16175550199'])
    expect(html).not.toContain('<span')
    expect(visibleText(html)).not.toContain('Post')
    expect(visibleText(html)).not.toContain('Email')
  })
})

const banner = (props: Parameters<typeof DraftBanner>[0]) =>
  visibleText(renderToStaticMarkup(<DraftBanner {...props} />)).replace(/\s+/g, ' ')

describe('the draft banner', () => {
  it('says what changed, group by group, and what publishing would refuse', () => {
    const words = banner({
      changes: [
        { group: 'FAQ', fields: ['Question 1 › Answer'] },
        { group: 'Tuition', fields: ['Amount'] },
      ],
      incomplete: ['Instructors', 'Cohort'],
    })
    expect(words).toContain(
      'Changed since the live version: FAQ (Question 1 › Answer) · Tuition (Amount)',
    )
    expect(words).toContain('the page shows the live text instead): Instructors, Cohort')
  })

  it('says when nothing changed, and lists nothing refused when nothing is', () => {
    const words = banner({ changes: [], incomplete: [] })
    expect(words).toContain(
      'Changed since the live version: Nothing: the drafts are the live text.',
    )
    expect(words).not.toContain('Not shown')
  })
})
