import { describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { asStaff, historyOf, postForm, seedMessage } from '../helpers'

/** Four messages with a word of their own, a minute apart; the third set aside as spam. */
async function seedFour(word: string) {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute)).toISOString()
  const ids: string[] = []
  for (const minute of [1, 2, 3, 4]) {
    ids.push(await seedMessage({ message: `${word} number ${minute}`, receivedAt: at(minute) }))
  }
  await postForm(`/inbox/${ids[2]}/state`, { state: 'spam' })
  // Oldest first: m1, m2, m3 (spam), m4. The list shows newest first.
  return ids as [string, string, string, string]
}

const links = async (path: string) => {
  const html = await (await asStaff(path)).text()
  const rel = (name: string) =>
    html.match(new RegExp(`<a href="([^"]*)" rel="${name}"`))?.[1]?.replace(/&amp;/g, '&') ?? null
  return { html, previous: rel('prev'), next: rel('next') }
}

describe('moving from one message to the next in the list’s order', () => {
  it('links each message in the list with the list’s filter and search', async () => {
    const [m1] = await seedFour('wombatish')
    const html = await (await asStaff('/inbox?state=all&q=wombatish')).text()
    expect(attributeValues(html, 'a', 'href')).toContain(`/inbox/${m1}?state=all&q=wombatish`)
  })

  it('shows previous and next within the filter and search, skipping what the filter hides', async () => {
    const [m1, m2, m3, m4] = await seedFour('quokkaish')
    const inNew = await links(`/inbox/${m2}?q=quokkaish`)
    expect(inNew.previous).toBe(`/inbox/${m4}?q=quokkaish`)
    expect(inNew.next).toBe(`/inbox/${m1}?q=quokkaish`)
    const inAll = await links(`/inbox/${m2}?state=all&q=quokkaish`)
    expect(inAll.previous).toBe(`/inbox/${m3}?state=all&q=quokkaish`)
    const inSpam = await links(`/inbox/${m3}?state=spam&q=quokkaish`)
    expect([inSpam.previous, inSpam.next]).toEqual([null, null])
    expect(visibleText(inSpam.html)).toMatch(/Back to the inbox Previous Next/)
    expect(attributeValues(inSpam.html, 'a', 'href')).toContain('/inbox?state=spam&q=quokkaish')
  })

  it('stops at either end of the list', async () => {
    const [m1, , , m4] = await seedFour('numbatish')
    expect((await links(`/inbox/${m4}?q=numbatish`)).previous).toBeNull()
    expect((await links(`/inbox/${m1}?q=numbatish`)).next).toBeNull()
  })

  it('keeps the list’s place when a state changes on the message page', async () => {
    const [, m2] = await seedFour('bilbyish')
    const { html } = await links(`/inbox/${m2}?state=all&q=bilbyish`)
    expect(attributeValues(html, 'form', 'action')).toContain(
      `/inbox/${m2}/state?state=all&q=bilbyish`,
    )
    const changed = await postForm(`/inbox/${m2}/state?state=all&q=bilbyish`, { state: 'spam' })
    expect(changed.headers.get('Location')).toBe(`/inbox/${m2}?state=all&q=bilbyish`)
  })
})

describe('“Mark handled and open the next”', () => {
  it('marks the message handled, recording who, and opens the next in the list', async () => {
    const [m1, m2, , m4] = await seedFour('dingoish')
    const page = await asStaff(`/inbox/${m4}?q=dingoish`)
    expect(attributeValues(await page.text(), 'form', 'action')).toContain(
      `/inbox/${m4}/handled-next?q=dingoish`,
    )
    const first = await postForm(`/inbox/${m4}/handled-next?q=dingoish`, {})
    expect(first.status).toBe(303)
    expect(first.headers.get('Location')).toBe(`/inbox/${m2}?q=dingoish`)
    expect(await historyOf(m4)).toEqual([{ state: 'handled', changed_by: 'staff@lumen.example' }])

    const second = await postForm(`/inbox/${m2}/handled-next?q=dingoish`, {})
    expect(second.headers.get('Location')).toBe(`/inbox/${m1}?q=dingoish`)
    const last = await postForm(`/inbox/${m1}/handled-next?q=dingoish`, {})
    expect(last.headers.get('Location')).toBe('/inbox?q=dingoish')
    const list = visibleText(await (await asStaff('/inbox?q=dingoish')).text())
    expect(list).toContain('No message matches this search.')
  })

  it('refuses an unknown message (404) and a cross-site post (403)', async () => {
    const missing = await postForm(`/inbox/${crypto.randomUUID()}/handled-next`, {})
    expect(missing.status).toBe(404)
    const [, , , m4] = await seedFour('possumish')
    const forged = await postForm(
      `/inbox/${m4}/handled-next`,
      {},
      { Origin: 'https://evil.example' },
    )
    expect(forged.status).toBe(403)
    expect(await historyOf(m4)).toEqual([])
  })
})
