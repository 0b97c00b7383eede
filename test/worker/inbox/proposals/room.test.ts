// The inbox's room of proposal requests: behind Access, counts per stage, a request's page
// showing what was sent as text, moves conditional on the stage seen (two staff at once: one
// wins), a history of moves and notes with who and when.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, postForm, send, signToken } from '../helpers'
import { moveOf, movesOf, requested, stageOf } from './requests'

beforeEach(() => env.DB.exec('DELETE FROM proposal_requests'))

describe('the proposal requests’ room', () => {
  it('refuses anyone without a good Access token, and says nothing of the requests', async () => {
    const id = await requested({ company: 'Secret Corp' })
    for (const path of ['/inbox/proposals', `/inbox/proposals/${id}`]) {
      const without = await send(path)
      expect(without.status).toBe(401)
      expect(await without.text()).not.toContain('Secret Corp')
    }
    const forged = await signToken({ audience: 'another-application' })
    expect((await asStaff('/inbox/proposals', {}, forged)).status).toBe(403)
    const move = await send(`/inbox/proposals/${id}/stage`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
      },
      body: 'stage=won&seen=new',
    })
    expect(move.status).toBe(401)
    expect(await stageOf(id)).toBe('new')
  })

  it('counts the requests at each stage, each count a filter', async () => {
    const [first, second] = [await requested(), await requested(), await requested()]
    await env.DB.prepare("UPDATE proposal_requests SET stage = 'call' WHERE id = ?")
      .bind(first)
      .run()
    await env.DB.prepare("UPDATE proposal_requests SET stage = 'won' WHERE id = ?")
      .bind(second)
      .run()
    const html = await (await asStaff('/inbox/proposals')).text()
    const count = (stage: string) =>
      new RegExp(`data-testid="count-${stage}">(\\d+)<`).exec(html)?.[1]
    expect(['all', 'new', 'call', 'proposal-sent', 'won', 'lost'].map(count)).toEqual([
      '3',
      '1',
      '1',
      '0',
      '1',
      '0',
    ])
    const won = visibleText(await (await asStaff('/inbox/proposals?stage=won')).text())
    expect(won.match(/Acme Logistics GmbH/g)).toHaveLength(1)
  })

  it('shows what was sent as text, markup and all', async () => {
    const id = await requested({
      company: '<img src=x onerror=alert(1)>Evil & Co',
      message: '<script>alert("message")</script>\nSecond line',
      otherTopic: '=HYPERLINK("https://evil.example")',
    })
    const page = await asStaff(`/inbox/proposals/${id}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Evil &amp; Co')
    expect(html).toContain('&lt;script&gt;alert(&quot;message&quot;)&lt;/script&gt;')
    // Titled with the company, as text too.
    expect(html).toContain(
      '<title>&lt;img src=x onerror=alert(1)&gt;Evil &amp; Co · Lumen Code Academy</title>',
    )
    expect((await asStaff(`/inbox/proposals/${crypto.randomUUID()}`)).status).toBe(404)
    const text = visibleText(html)
    for (const shown of [
      '16–50 people',
      'Team workshops on React and Node.js',
      '=HYPERLINK("https://evil.example")',
      'Next quarter',
      'Hybrid',
      '$25,000–$50,000',
      'Address not confirmed',
    ]) {
      expect(text).toContain(shown)
    }
  })

  it('moves a request from the stage seen, with who in its history, through to won', async () => {
    const id = await requested()
    const steps: [string, string][] = [
      ['new', 'call'],
      ['call', 'proposal-sent'],
      ['proposal-sent', 'won'],
    ]
    for (const [seen, stage] of steps) {
      const moved = await moveOf(id, { stage, seen })
      expect(moved.status).toBe(303)
      expect(moved.headers.get('Location')).toBe(`/inbox/proposals/${id}#history`)
    }
    expect(await stageOf(id)).toBe('won')
    expect(await movesOf(id)).toEqual([
      { from_stage: 'new', to_stage: 'call', moved_by: 'staff@lumen.example' },
      { from_stage: 'call', to_stage: 'proposal-sent', moved_by: 'staff@lumen.example' },
      { from_stage: 'proposal-sent', to_stage: 'won', moved_by: 'staff@lumen.example' },
    ])
    const text = visibleText(await (await asStaff(`/inbox/proposals/${id}`)).text())
    expect(text).toContain('Proposal sent → Won by staff@lumen.example')
  })

  it('lets one of two staff moving it at once win, and tells the other what happened', async () => {
    const id = await requested()
    const [lost, won] = await Promise.all([
      moveOf(id, { stage: 'lost', seen: 'new' }),
      moveOf(id, { stage: 'call', seen: 'new' }),
    ])
    const statuses = [lost.status, won.status].sort()
    expect(statuses).toEqual([303, 409])
    const moves = await movesOf(id)
    expect(moves).toHaveLength(1)
    expect(await stageOf(id)).toBe(moves[0]?.to_stage)
    const refused = lost.status === 409 ? lost : won
    expect(visibleText(await refused.text())).toMatch(
      /Nothing changed: someone moved this request to (Lost|Call) while you were reading it/,
    )
    // A stale form (seen: new) posted later changes nothing either.
    const stale = await moveOf(id, { stage: 'won', seen: 'new' })
    expect(stale.status).toBe(409)
    expect(await movesOf(id)).toHaveLength(1)
  })

  it('refuses a stage that is none, and a move to where it stands', async () => {
    const id = await requested()
    const none = await moveOf(id, { stage: 'paid', seen: 'new' })
    expect(none.status).toBe(400)
    expect(await none.text()).toBe('Unknown stage')
    const unknown = crypto.randomUUID()
    const gone = await moveOf(unknown, { stage: 'won', seen: 'new' })
    expect(gone.status).toBe(404)
    expect((await moveOf(id, { stage: 'new', seen: 'new' })).status).toBe(400)
    expect(await movesOf(id)).toEqual([])
  })

  it('keeps a note in the history, with who, shown as text', async () => {
    const id = await requested()
    const noted = await postForm(`/inbox/proposals/${id}/note`, { note: 'Call <b>Tuesday</b>' })
    expect(noted.status).toBe(303)
    expect(noted.headers.get('Location')).toBe(`/inbox/proposals/${id}#history`)
    const html = await (await asStaff(`/inbox/proposals/${id}`)).text()
    expect(html).toContain('Call &lt;b&gt;Tuesday&lt;/b&gt;')
    expect(visibleText(html)).toContain('Note by staff@lumen.example')
    expect((await postForm(`/inbox/proposals/${id}/note`, { note: '  ' })).status).toBe(400)
    const unknown = crypto.randomUUID()
    expect((await postForm(`/inbox/proposals/${unknown}/note`, { note: 'x' })).status).toBe(404)
  })
})

describe('the proposal requests’ export', () => {
  it('holds every request, a formula a company typed kept as text', async () => {
    await requested({
      company: '=HYPERLINK("https://evil.example","Open")',
      topics: [],
      otherTopic: '+SUM(A1:A9)',
      message: '@cmd|calc\n-2+3',
    })
    await requested({ company: 'Second Co' })
    const response = await asStaff('/inbox/proposals/export.csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    // Named for the day it was taken, so two exports do not overwrite each other.
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="proposals-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    // The byte-order mark that has a spreadsheet read the file as UTF-8.
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, '"'.charCodeAt(0)])
    const csv = new TextDecoder().decode(bytes)
    const [head, line, second, ...rest] = csv.replace(/^\uFEFF/, '').split('\r\n')
    // One line a request, each ended by CRLF.
    expect(second).toMatch(/^"[^"]+","[^"]*","Second Co",/)
    expect(rest).toEqual([''])
    expect(head).toBe(
      '"received_at","offering","company","name","email","team_size","topics","timeline","format","budget","message","stage","confirmed_at"',
    )
    expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")"`)
    expect(line).toContain(`"'+SUM(A1:A9)"`)
    expect(line).toContain(`"'@cmd|calc\n'-2+3"`)
    expect((await send('/inbox/proposals/export.csv')).status).toBe(401)
  })
})
