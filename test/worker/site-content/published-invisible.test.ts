// A version published before one-line texts refused the invisible characters no script needs
// (schema/declare/text-rules.ts) still shows on the page, without them, rather than being left out whole
// for failing its publish schema now (site-content/facts.ts, published-text.ts).
import { describe, expect, it } from 'vitest'
import { readLiveContent } from '../../../src/server/site-content/live'
import { clearContent } from '../inbox/editor/publishing'
import { send } from '../inbox/helpers'
import { publishRevision } from './revisions'

const accelerator = async () => {
  readLiveContent.renew()
  return (await send('/accelerator')).text()
}

describe('content published with invisible characters', () => {
  it('shows on the page without those no script needs, keeping those a script needs', async () => {
    await clearContent()
    await publishRevision({
      instructors: {
        instructors: [
          {
            name: 'Ada\u200B Okafor\u{E0041}',
            role: 'Lead\u00AD instructor',
            bio: 'Web\u00ADapps.',
          },
          { name: 'مهرداد می\u200Cخواه', role: 'Mentor' },
        ],
      },
      faq: { faq: [{ question: 'Is it\u2060 online?', answer: 'Yes.' }] },
    })
    const html = await accelerator()
    expect(html).toContain('Ada Okafor')
    expect(html).toContain('Lead instructor')
    expect(html).toContain('مهرداد می\u200Cخواه')
    expect(html).toContain('Is it online?')
    expect(html).not.toMatch(/[\u200B\u00AD\u2060]|\u{E0041}/u)
  })

  it('keeps the numbers and the photo of a group it strips', async () => {
    await clearContent()
    const photo = { key: `${crypto.randomUUID()}.webp`, width: 192, height: 192, alt: 'Ada' }
    await publishRevision({
      tuition: { amount: 12500, currency: 'USD', paymentOptions: ['Pay\u200B in full'] },
      instructors: { instructors: [{ name: 'Ada\u200B Okafor', role: 'Coach', photo }] },
    })
    const html = await accelerator()
    expect(html).toContain('$12,500')
    expect(html).toContain('Pay in full')
    expect(html).toContain(`/photos/${photo.key.slice(0, 36)}/96.webp`)
  })

  it('still leaves out whole a group that fails for anything else', async () => {
    await clearContent()
    await publishRevision({
      instructors: { instructors: [{ name: 'Ada\u200B Okafor', role: 'Coach\u202E' }] },
    })
    expect(await accelerator()).not.toContain('Okafor')
  })
})
