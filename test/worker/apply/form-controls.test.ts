// /apply's controls as the server writes them, before any script: what a browser fills in for the
// visitor (autocomplete), what it refuses to send (required, maxlength, the email's type), the
// sizes of the two text boxes, the one optional field said so, and the consent a refused post kept.
import { beforeEach, describe, expect, it } from 'vitest'
import { get } from '../html'
import { postApplication, publishCohorts, validFields } from './helpers'

beforeEach(() => publishCohorts())

/** The opening tag of the control whose id is `apply-<name>`. */
const control = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea|select)[^>]*id="apply-${name}"[^>]*>`).exec(html)?.[0] ?? ''

/** The words of the label for `apply-<name>`. */
const label = (html: string, name: string) =>
  new RegExp(`<label for="apply-${name}"[^>]*>([^<]*)</label>`).exec(html)?.[1]

describe('/apply’s form, as the server writes it', () => {
  it('asks the browser to fill in the name and email, and checks what each field takes', async () => {
    const html = await (await get('/apply')).text()
    const name = control(html, 'name')
    expect(name).toContain('type="text"')
    expect(name).toContain('autoComplete="name"')
    expect(name).toContain('maxLength="100"')
    expect(name).toContain('required=""')
    // Blank on a first visit: nothing typed yet.
    expect(name).toContain('value=""')
    const email = control(html, 'email')
    expect(email).toContain('type="email"')
    expect(email).toContain('autoComplete="email"')
    expect(email).toContain('maxLength="254"')
    expect(control(html, 'timeZone')).toContain('required=""')
    // Each control posts under the name the worker reads.
    for (const field of ['cohort', 'name', 'email', 'timeZone', 'background', 'goals', 'consent'])
      expect(control(html, field), field).toContain(`name="${field}"`)
    const goals = control(html, 'goals')
    expect(goals).toMatch(/^<textarea/)
    expect(goals).toContain('rows="4"')
    expect(goals).toContain('required=""')
    const detail = control(html, 'backgroundDetail')
    expect(detail).toMatch(/^<textarea/)
    expect(detail).toContain('rows="3"')
    expect(detail).not.toContain('required')
    expect(label(html, 'backgroundDetail')).toBe('A few lines about your background (optional)')
    expect(label(html, 'goals')).toBe('What do you want to build or become?')
    const consent = control(html, 'consent')
    expect(consent).toContain('type="checkbox"')
    expect(consent).toContain('required=""')
    expect(consent).not.toContain('checked')
  })

  it('keeps the consent a refused post gave, and leaves unticked the one it did not', async () => {
    const given = await postApplication({ ...validFields, goals: '', consent: 'yes' })
    expect(given.status).toBe(400)
    expect(control(await given.text(), 'consent')).toContain('checked=""')
    const withheld = await postApplication({ ...validFields, goals: '', consent: '' })
    expect(withheld.status).toBe(400)
    expect(control(await withheld.text(), 'consent')).not.toContain('checked')
  })
})
