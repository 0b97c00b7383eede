import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff } from '../helpers'
import { seedApplication } from './seed'

describe("an application's page", () => {
  it('shows what the applicant sent, as text', async () => {
    const id = await seedApplication({
      name: 'Ada <b>Lovelace</b>',
      goals: 'Build <script>alert(1)</script> tools',
      confirmed: false,
    })
    const response = await asStaff(`/inbox/applications/${id}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('<b>Lovelace</b>')
    expect(html).not.toContain('<script>alert(1)')
    const text = visibleText(html)
    expect(text).toContain('Ada <b>Lovelace</b>')
    expect(text).toContain('Build <script>alert(1)</script> tools')
    expect(text).toMatch(/Cohort Starts March 2, 2027/)
    expect(text).toMatch(/Time zone Europe\/London/)
    expect(text).toMatch(/Background Self-taught, some projects/)
    expect(text).toMatch(/Heard of us from A friend or colleague/)
    expect(text).toMatch(/Stage Applied/)
    expect(text).toMatch(/Address confirmed Not yet confirmed/)
  })

  it('shows its moves with who and when, and its conversation oldest first', async () => {
    const id = await seedApplication({ name: 'Moved Person', stage: 'call-held' })
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO application_moves (application_id, from_stage, to_stage, moved_by, moved_at)
         VALUES (?, 'applied', 'call-booked', 'applicant', '2026-11-02T10:00:00.000Z'),
                (?, 'call-booked', 'call-held', 'kim@lumen.example', '2026-11-03T10:00:00.000Z')`,
      ).bind(id, id),
      env.DB.prepare(
        `INSERT INTO application_entries (application_id, kind, subject, body, author, written_at)
         VALUES (?, 'message', 'Your call', 'See you <soon>', 'kim@lumen.example', '2026-11-02T11:00:00.000Z'),
                (?, 'answer', 'Re: Your call', 'Thanks, see you then', 'ada@example.com', '2026-11-02T12:00:00.000Z')`,
      ).bind(id, id),
    ])
    const text = visibleText(await (await asStaff(`/inbox/applications/${id}`)).text())
    expect(text).toMatch(
      /History Applied: .* Moved from Applied to Call booked by applicant ?: .* Moved from Call booked to Call held by kim@lumen\.example ?: /,
    )
    expect(text).toMatch(
      /Conversation .*From the school \(kim@lumen\.example\).*Your call.*See you <soon>.*From the applicant \(ada@example\.com\).*Thanks, see you then/,
    )
  })

  it('is a 404 for an application that does not exist', async () => {
    expect((await asStaff(`/inbox/applications/${crypto.randomUUID()}`)).status).toBe(404)
    expect((await asStaff('/inbox/applications/not-an-id')).status).toBe(404)
  })
})
