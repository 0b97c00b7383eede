// Filling a list without a round trip to the overview per entry (inbox/editor/form/group-edit.tsx):
// a save stays on the group's form, says so, and leaves room for the next entry; "Add another"
// saves and comes back with one more empty place, up to the list's cap, as a plain form post
// behind the same guards; a save over a colleague's newer draft still keeps what was typed.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { attributeValues, visibleText } from '../../html'
import { asStaff, postForm } from '../helpers'
import { formValues } from './form-page'
import { clearContent } from './publishing'

const question = (n: number, text = `Q${n}`, answer = `A${n}`) => ({
  [`faq.${n}.question`]: text,
  [`faq.${n}.answer`]: answer,
})

/** The page a save leads to, read with the notice cookie it set. */
async function followed(response: Response) {
  expect(response.status).toBe(303)
  const location = response.headers.get('Location') ?? ''
  const cookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? ''
  const html = await (await asStaff(location, { headers: { Cookie: cookie } })).text()
  return { location, html, words: visibleText(html), values: formValues(html) }
}

/** The numbers of the places a page's FAQ form offers. */
const places = (values: Record<string, string>) =>
  Object.keys(values).filter((name) => /^faq\.\d+\.question$/.test(name)).length

beforeEach(clearContent)

describe('a list filled entry after entry', () => {
  it('stays on the form after a save, says it was saved, and offers a place for the next entry', async () => {
    const page = await followed(
      await postForm('/inbox/content/faq', {
        basedOn: '0',
        ...question(0),
        ...question(1, '', ''),
      }),
    )
    expect(page.location).toBe('/inbox/content/faq')
    expect(page.words).toContain(
      'Draft of “Frequently asked questions” saved. The live site is unchanged until you publish.',
    )
    expect(page.values).toMatchObject({
      basedOn: '1',
      'faq.0.question': 'Q0',
      'faq.1.question': '',
    })
    expect(places(page.values)).toBe(2)
  })

  it('adds another place with each "Add another", saving what was typed, up to the cap', async () => {
    const first = await followed(
      await postForm('/inbox/content/faq', {
        basedOn: '0',
        ...question(0),
        ...question(1, '', ''),
        add: 'faq',
      }),
    )
    expect(first.location).toBe('/inbox/content/faq?add=faq&room=2#field-faq-1-question')
    expect(first.words).toContain('Draft of “Frequently asked questions” saved.')
    expect(places(first.values)).toBe(3)
    // Nothing typed in either empty place: one more still.
    const second = await followed(
      await postForm('/inbox/content/faq', {
        ...first.values,
        add: 'faq',
      }),
    )
    expect(second.location).toBe('/inbox/content/faq?add=faq&room=3#field-faq-1-question')
    expect(places(second.values)).toBe(4)
    expect((await draftsOf(env.DB)).faq?.body).toEqual({ faq: [{ question: 'Q0', answer: 'A0' }] })
    // Typed into the new place: saved, and a place after it.
    const third = await followed(
      await postForm('/inbox/content/faq', { ...second.values, ...question(1), add: 'faq' }),
    )
    expect(third.values).toMatchObject({ 'faq.1.question': 'Q1', 'faq.2.question': '' })
    // A full list offers no more places, and no button for them, whatever the address asks.
    const steps = Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`steps.${n}`, `S${n}`]))
    const full = await followed(
      await postForm('/inbox/content/applying', { basedOn: '0', ...steps, add: 'steps' }),
    )
    expect(full.values).toHaveProperty('steps.9', 'S9')
    expect(full.values).not.toHaveProperty('steps.10')
    const asked = await (await asStaff('/inbox/content/applying?add=steps&room=50')).text()
    expect(formValues(asked)).not.toHaveProperty('steps.10')
    expect(attributeValues(asked, 'button', 'name')).not.toContain('add')
  })

  it('offers "Add another" as a plain submit button of each list, Enter still saving', async () => {
    const html = await (await asStaff('/inbox/content/contactDetails')).text()
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'))
    const buttons = [...form.matchAll(/<button\b[^>]*>/g)].map(([tag]) => tag)
    // The first submit button is what Enter in a field presses: a plain save, named nothing.
    expect(buttons[0]).toMatch(/type="submit"/)
    expect(buttons[0]).not.toMatch(/\sname=/)
    expect(attributeValues(form, 'button', 'value')).toContain('postalAddress')
    expect(visibleText(form)).toContain('Add another address line')
  })

  it('keeps what was typed, and the place asked for, when the save is refused', async () => {
    const refused = await postForm('/inbox/content/faq', {
      basedOn: '0',
      ...question(0, 'Hidden \u202Edirection'),
      ...question(1, '', ''),
      add: 'faq',
    })
    expect(refused.status).toBe(400)
    const values = formValues(await refused.text())
    expect(values['faq.0.question']).toBe('Hidden \u202Edirection')
    expect(places(values)).toBe(3)
    expect(await draftsOf(env.DB)).toEqual({})
  })

  it('keeps a colleague\'s newer draft and what was typed, on "Add another" too', async () => {
    expect((await postForm('/inbox/content/faq', { basedOn: '0', ...question(0) })).status).toBe(
      303,
    )
    const late = await postForm('/inbox/content/faq', {
      basedOn: '0',
      ...question(0, 'Mine'),
      add: 'faq',
    })
    expect(late.status).toBe(409)
    const html = await late.text()
    expect(visibleText(html)).toContain('Someone else saved this group while you were editing')
    expect(formValues(html)).toMatchObject({ basedOn: '1', 'faq.0.question': 'Mine' })
    expect((await draftsOf(env.DB)).faq?.body).toEqual({ faq: [{ question: 'Q0', answer: 'A0' }] })
  })

  it('is refused from another site, "Add another" as well', async () => {
    const crossSite = await postForm(
      '/inbox/content/faq',
      { basedOn: '0', ...question(0), add: 'faq' },
      { Origin: 'https://evil.test' },
    )
    expect(crossSite.status).toBe(403)
    expect(await draftsOf(env.DB)).toEqual({})
  })
})
