// The live check after a publish (inbox/editor/live-check.tsx): which version each public page
// serves, the pages still serving an older one named and checked again, behind the sign-in.
import { beforeEach, describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { publishRevision, unpublishAll } from '../../site-content/revisions'
import { asStaff, postForm, send } from '../helpers'
import { clearContent, faqForm, publicPage, publishFields, revisions } from './publishing'

beforeEach(clearContent)

describe('the live check', () => {
  it('names the pages that still serve an older version, and checks again by itself', async () => {
    await postForm('/inbox/content/faq', faqForm)
    await postForm('/inbox/content/publish', { ...(await publishFields()), note: '' })
    const first = (await revisions())[0]?.id
    // The publish made this isolate read the version again; it now holds it for a few seconds.
    await publicPage('/accelerator')
    const second = await publishRevision({ tuition: { amount: 200, currency: 'USD' } })
    const check = await asStaff('/inbox/content/live')
    expect(check.headers.get('Refresh')).toBe('3')
    const words = visibleText(await check.text())
    expect(words).toContain(`those marked still serve an older version than ${second}`)
    expect(words).toContain(`Accelerator version ${first} ( older )`)
  })

  it('says so when every page serves the live version, once after a publish, and before any', async () => {
    await unpublishAll() // this isolate read the versions earlier tests published
    const before = await asStaff('/inbox/content/live')
    expect(before.headers.get('Refresh')).toBeNull()
    const html = await before.text()
    expect(html).toMatch(/<title>Is it live\? · /)
    const words = visibleText(html)
    expect(words).toContain('Nothing is published yet: every page serves the texts that came with')
    expect(words).toContain('at most every 5 seconds, so they serve it within 5 seconds')
    await postForm('/inbox/content/faq', faqForm)
    const published = await postForm('/inbox/content/publish', {
      ...(await publishFields()),
      note: '',
    })
    const id = (await revisions())[0]?.id
    const cookie = published.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    const after = await asStaff('/inbox/content/live', { headers: { Cookie: cookie } })
    expect(after.headers.get('Refresh')).toBeNull()
    const page = await after.text()
    expect(page).toMatch(new RegExp(`role="status"[^>]*>Version ${id} published\\.`))
    expect(visibleText(page)).toContain(`Version ${id} is live: every page below serves it.`)
  })

  it('is behind the sign-in', async () => {
    expect((await send('/inbox/content/live')).status).toBe(401)
  })
})
