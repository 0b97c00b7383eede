// The content editor's first page (inbox/editor/editor.tsx): what is live, each group's draft,
// every publish newest first, and restoring one as the draft, behind Access and the same-origin
// check like every inbox page and action.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf, saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { publish } from '../../../../src/server/inbox/editor/versions/revisions'
import { attributeValues, visibleText } from '../../html'
import { send, signToken, staffEmail } from '../helpers'

const faq = { faq: [{ question: 'Is it online?', answer: 'Yes.' }] }

async function page(cookie = '') {
  const headers = { 'Cf-Access-Jwt-Assertion': await signToken(), Cookie: cookie }
  return send('/inbox/content', { headers })
}

/** The restore a version's page offers, posted with the drafts' basis that page gave. */
async function restore(id: number, origin = 'https://lumen.test') {
  const version = await send(`/inbox/content/versions/${id}`, {
    headers: { 'Cf-Access-Jwt-Assertion': await signToken() },
  })
  const html = await version.text()
  const basis = /name="basis" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? ''
  return send(`/inbox/content/versions/${id}/restore`, {
    method: 'POST',
    headers: {
      'Cf-Access-Jwt-Assertion': await signToken(),
      Origin: origin,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ basis }).toString(),
  })
}

/** Two publishes: the FAQ alone (note with markup), then the FAQ emptied and a cohort set. */
async function twoPublishes() {
  const by = 'maria@lumen.test'
  await saveDraft(env.DB, {
    group: 'faq',
    body: faq,
    basedOn: 0,
    by,
    now: new Date('2026-11-20T10:00:00Z'),
  })
  const first = await publish(env.DB, {
    content: { faq },
    liveVersion: 0,
    basis: '{"faq":1}',
    by,
    note: '<b>Spring</b> FAQ',
    now: new Date('2026-11-20T10:05:00Z'),
  })
  await saveDraft(env.DB, {
    group: 'faq',
    body: { faq: [] },
    basedOn: 1,
    by: 'li@lumen.test',
    now: new Date('2026-11-21T09:00:00Z'),
  })
  const second = await publish(env.DB, {
    content: { faq: { faq: [] } },
    liveVersion: first as number,
    basis: '{"faq":2}',
    by: 'li@lumen.test',
    note: null,
    now: new Date('2026-11-21T09:05:00Z'),
  })
  return { first: first as number, second: second as number }
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
})

describe('the site content page', () => {
  it('says nothing is published yet, and names every group staff can edit', async () => {
    const response = await page()
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<title>Site content · /)
    const words = visibleText(html)
    expect(words).toContain('Nothing published yet: the site shows the texts that came with it.')
    for (const group of [
      'Next cohorts',
      'Tuition and payment',
      'How to apply',
      'Instructors',
      'Frequently asked questions',
      'Contact details',
      'Corporate and technical offerings',
    ])
      expect(words).toContain(`${group} No draft`)
    expect(words).toContain('No publish yet.')
    // No offering is open while none is published.
    expect(words).not.toContain('Tell the waiting list')
  })

  it('shows the live version, the drafts and every publish newest first, typed text as text', async () => {
    const { first, second } = await twoPublishes()
    const html = await (await page()).text()
    const words = visibleText(html)
    expect(words).toContain(`Version ${second}, published`)
    expect(words).toContain('Frequently asked questions Draft saved by li@lumen.test')
    expect(attributeValues(html, 'a', 'aria-label')).toEqual([
      `See and restore version ${second} as the draft`,
      `See and restore version ${first} as the draft`,
    ])
    expect(html).toContain('&lt;b&gt;Spring&lt;/b&gt; FAQ')
    expect(html).not.toContain('<b>Spring</b>')
    // Each publish: its version, when, by whom, its note in a paragraph of its own when it has one.
    const history = words.replace(/\s+/g, ' ').split('History')[1] ?? ''
    expect(history).toMatch(new RegExp(`Version ${second} · [^·]+ · by li@lumen\\.test`))
    expect(history).toMatch(new RegExp(`Version ${first} · [^·]+ · by maria@lumen\\.test`))
    expect(html.split('class="mt-1 break-words text-sm text-ink"')).toHaveLength(2)
    expect(html).toContain(
      'class="mt-1 break-words text-sm text-ink">&lt;b&gt;Spring&lt;/b&gt; FAQ</p>',
    )
    expect(attributeValues(html, 'a', 'href')).toEqual(
      expect.arrayContaining([
        `/inbox/content/versions/${second}`,
        `/inbox/content/versions/${first}`,
      ]),
    )
  })

  it('says of each group’s draft whether the site shows it yet, and links each group’s form', async () => {
    await twoPublishes()
    await saveDraft(env.DB, {
      group: 'tuition',
      body: { tuition: { amount: 100, currency: 'USD' } },
      basedOn: 0,
      by: 'maria@lumen.test',
      now: new Date('2026-11-22T09:00:00Z'),
    })
    const html = await (await page()).text()
    const words = visibleText(html).replace(/\s+/g, ' ')
    const stateOf = (group: string) => words.split(group)[1]?.split(/ · [a-z ]+/)[0] ?? ''
    expect(words).toMatch(/Version \d+, published .+ by li@lumen\.test/)
    expect(html).toMatch(/by(<!-- -->)? <bdi>li@lumen\.test<\/bdi>/)
    expect(words).toMatch(
      /Frequently asked questions Draft saved by li@lumen\.test ?, [^·]+ · the same as live/,
    )
    expect(words).toMatch(
      /Tuition and payment Draft saved by maria@lumen\.test ?, [^·]+ · not published yet/,
    )
    expect(stateOf('How to apply')).toContain('No draft')
    await saveDraft(env.DB, {
      group: 'faq',
      body: null,
      basedOn: 2,
      by: 'li@lumen.test',
      now: new Date('2026-11-22T10:00:00Z'),
    })
    expect(visibleText(await (await page()).text()).replace(/\s+/g, ' ')).toMatch(
      /Frequently asked questions Not set: nothing shows\. Draft saved by li@lumen\.test ?, [^·]+ · not published yet/,
    )
    expect(attributeValues(html, 'a', 'href')).toEqual(
      expect.arrayContaining([
        '/inbox/content/cohort',
        '/inbox/content/faq',
        '/inbox/content/contactDetails',
      ]),
    )
  })

  it('restores a publish as the draft, says so once, and leaves the history as it was', async () => {
    const { first } = await twoPublishes()
    const restored = await restore(first)
    expect(restored.status).toBe(303)
    expect(restored.headers.get('Location')).toBe('/inbox/content')
    expect((await draftsOf(env.DB)).faq).toMatchObject({ body: faq, savedBy: staffEmail })
    const cookie = restored.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    expect(await (await page(cookie)).text()).toMatch(
      new RegExp(
        `role="status"[^>]*>Version ${first} is the draft again\\. Review it.+The draft it replaced is kept`,
      ),
    )
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM content_revisions').first('n')
    expect(count).toBe(2)
  })

  it('restores nothing from another site, nor a version that does not exist', async () => {
    const { first } = await twoPublishes()
    expect((await restore(first, 'https://evil.test')).status).toBe(403)
    expect((await restore(first + 100)).status).toBe(404)
    expect((await draftsOf(env.DB)).faq).toMatchObject({
      body: { faq: [] },
      savedBy: 'li@lumen.test',
    })
  })

  it('is not shown without a sign-in', async () => {
    expect((await send('/inbox/content')).status).toBe(401)
  })
})
