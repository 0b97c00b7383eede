// The outcomes in the editor (site-content/schema/outcomes.ts): saved, previewed, refused for
// publishing without a figure's method, period or count, published to /accelerator and home,
// and restored from a version.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { visibleText } from '../../html'
import { movingClock } from '../../site-content/moving-clock'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm } from '../helpers'
import { clearContent, publicPage, publishFields, revisions } from './publishing'

const later = movingClock('2026-12-01T12:00:00Z')

beforeEach(async () => {
  await clearContent()
  later()
})

const employed = {
  figure: '87 %',
  measures: 'of graduates in a developer role within six months',
  period: 'Cohorts that finished in 2025',
  graduates: 46,
  method: 'We asked every graduate six months after demo day.',
}

const outcomesForm = (entry: Partial<typeof employed>, basedOn = '0') =>
  postForm('/inbox/content/outcomes', {
    basedOn,
    ...Object.fromEntries(
      Object.entries(entry).map(([key, value]) => [`outcomes.0.${key}`, String(value)]),
    ),
  })

const publish = async () =>
  postForm('/inbox/content/publish', { ...(await publishFields()), note: 'Outcomes' })

describe('the outcomes, in the editor', () => {
  it('saves a figure, its count as a number, and previews it while the site shows nothing', async () => {
    expect((await outcomesForm(employed)).status).toBe(303)
    expect((await draftsOf(env.DB)).outcomes?.body).toEqual({ outcomes: [employed] })
    const preview = visibleText(await (await asStaff('/inbox/content/preview/accelerator')).text())
    expect(preview).toContain(
      'Outcomes 87 % of graduates in a developer role within six months Cohorts that finished in 2025 · 46 graduates counted How we measured it We asked every graduate six months after demo day.',
    )
    expect(visibleText(await publicPage('/accelerator'))).not.toContain('87 %')
  })

  it('refuses to publish a figure without its method, and publishes nothing', async () => {
    const { method: _, ...bare } = employed
    expect((await outcomesForm(bare)).status).toBe(303)
    const refused = await publish()
    expect(refused.status).toBe(400)
    expect(visibleText(await refused.text())).toContain(
      'How it was measured : How it was measured is required',
    )
    expect(await revisions()).toEqual([])
  })

  it('publishes to /accelerator, and its first figure to home with a link to the rest', async () => {
    expect((await outcomesForm(employed)).status).toBe(303)
    expect((await publish()).status).toBe(303)
    later()
    expect(visibleText(await publicPage('/accelerator'))).toContain(
      '87 % of graduates in a developer role within six months',
    )
    const home = await publicPage('/')
    expect(visibleText(home)).toContain(
      'From the accelerator’s graduates 87 % of graduates in a developer role within six months Cohorts that finished in 2025 · 46 graduates counted',
    )
    expect(home).toContain('href="/accelerator#outcomes"')
  })

  it('restores a version’s outcomes as the draft', async () => {
    const version = await publishRevision({ outcomes: { outcomes: [employed] } })
    await publishRevision({ outcomes: { outcomes: [{ ...employed, figure: '90 %' }] } })
    const page = await (await asStaff(`/inbox/content/versions/${version}`)).text()
    const basis = /name="basis" value="([^"]*)"/.exec(page)?.[1]?.replaceAll('&quot;', '"') ?? ''
    const restored = await postForm(`/inbox/content/versions/${version}/restore`, {
      basis,
      group: 'outcomes',
    })
    expect(restored.status).toBe(303)
    expect((await draftsOf(env.DB)).outcomes?.body).toEqual({ outcomes: [employed] })
  })
})
