// The content editor's fields as drawn (inbox/editor/form/form-fields.tsx): a field's label, hint and
// problem, its width in the row, a list's numbered entries, its spare places and entries' positions.
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { Part } from '../../../../src/server/inbox/editor/form/form-fields'
import type { FormPart } from '../../../../src/server/site-content/schema/declare/form-parts'
import { contentGroups } from '../../../../src/server/site-content/schema/index'
import { attributeValues, visibleText } from '../../html'

const render = (
  parts: readonly FormPart[],
  values: unknown = {},
  errors: Record<string, string> = {},
) =>
  renderToStaticMarkup(
    <div>
      {parts.map((part) => (
        <Part key={part.key} part={part} path={part.key} shown={{ values, errors }} />
      ))}
    </div>,
  )

/** The opening tag of the element with `id`. */
const tag = (html: string, id: string) =>
  new RegExp(`<[a-z]+\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0]

/** Each field's width, by its id: the whole row, half of it, or its classes when neither. */
const widths = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<div class="([^"]*)"><label for="field-([^"]*)"/g)].map(([, names, id]) => {
      const classes = (names as string).split(' ').filter(Boolean)
      const half = classes.join(' ') === 'grid content-start gap-1.5'
      return [id, classes.includes('sm:col-span-2') ? 'whole' : half ? 'half' : names]
    }),
  )

const line = (key: string, max?: number, hint?: string): FormPart => ({
  key,
  label: key,
  kind: 'line',
  max,
  hint,
})

describe("the content editor's fields", () => {
  it('show a problem in its own element, which the input names with its hint', () => {
    const parts = [
      line('both', 60, 'A hint.'),
      line('hinted', 60, 'Another hint.'),
      line('bare', 60),
    ]
    const html = render(parts, {}, { both: 'Too long.' })
    expect(html).toMatch(/<p id="field-both-error"[^>]*>Too long\.<\/p>/)
    expect(tag(html, 'field-both')).toMatch(/\saria-describedby="field-both-hint field-both-error"/)
    expect(tag(html, 'field-both')).toMatch(/\saria-invalid="true"/)
    expect(tag(html, 'field-hinted')).toMatch(/\saria-describedby="field-hinted-hint"/)
    // Neither hint nor problem: described by nothing, and no empty element stands for them.
    expect(tag(html, 'field-bare')).not.toMatch(/aria-describedby|aria-invalid/)
    expect(attributeValues(html, 'p', 'id')).toEqual([
      'field-both-hint',
      'field-both-error',
      'field-hinted-hint',
    ])
  })

  it('show a hint in its paragraph only for a field that has one', () => {
    const html = render([line('hinted', 60, 'Such as “Mon–Thu”.'), line('bare', 60)])
    expect(html).toMatch(/<p id="field-hinted-hint"[^>]*>Such as “Mon–Thu”\.<\/p>/)
    expect(visibleText(html).trim()).toBe('hinted Such as “Mon–Thu”. bare')
  })

  it('take half a row when short (a date, a time, a number, a choice, a line up to 60)', () => {
    const parts: FormPart[] = [
      { key: 'story', label: 'Story', kind: 'paragraphs' },
      { key: 'brief', label: 'Brief', kind: 'paragraphs', max: 10 },
      line('long', 61),
      line('short', 60),
      line('uncapped'),
      { key: 'day', label: 'Day', kind: 'date' },
      { key: 'at', label: 'At', kind: 'time' },
      { key: 'seats', label: 'Seats', kind: 'number', max: 10_000 },
      { key: 'mode', label: 'Mode', kind: 'choice', choices: [{ value: 'a', label: 'A' }] },
    ]
    expect(widths(render(parts))).toEqual({
      story: 'whole',
      brief: 'whole',
      long: 'whole',
      short: 'half',
      uncapped: 'half',
      day: 'half',
      at: 'half',
      seats: 'half',
      mode: 'half',
    })
  })

  it('frame a list entry as a card and a set within it lightly, each with its problem', () => {
    const html = render(
      contentGroups.cohort.form,
      {},
      { cohorts: 'Two at most.', 'cohorts.0.schedule': 'Bad.' },
    )
    const frames = [...html.matchAll(/<fieldset class="([^"]*)"><legend[^>]*>([^<]*)</g)]
    const frame = (legend: string) => frames.find((found) => found[2] === legend)?.[1]
    expect(frame('Cohort 1')).toBe(
      'grid gap-4 sm:col-span-2 sm:grid-cols-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
    )
    expect(frame('Schedule')).toBe(
      'grid gap-4 sm:col-span-2 sm:grid-cols-2 rounded-lg border border-slate-200 p-3',
    )
    expect(html).toMatch(/<p id="field-cohorts-error"[^>]*>Two at most\.<\/p>/)
    expect(html).toMatch(/<p id="field-cohorts-0-schedule-error"[^>]*>Bad\.<\/p>/)
  })

  it('number list entries from 1, with room for one more set or two more lines, to the cap', () => {
    const faq = render(contentGroups.faq.form, { faq: [{ question: 'Why?', answer: 'Because.' }] })
    expect(attributeValues(faq, 'label', 'for').filter((id) => id.endsWith('question'))).toEqual([
      'field-faq-0-question',
      'field-faq-1-question',
    ])
    expect(visibleText(faq)).toMatch(/Question 1 .* Question 2 /)
    expect(visibleText(faq)).not.toMatch(/Question (0|3)/)
    const lines = (count: number) =>
      attributeValues(
        render(contentGroups.offerings.form, { corporate: { items: Array(count).fill('x') } }),
        'input',
        'name',
      ).filter((name) => name.startsWith('corporate.items.'))
    expect(lines(0)).toEqual(['corporate.items.0', 'corporate.items.1'])
    expect(lines(4)).toHaveLength(5) // The cap is 5: one place left.
    expect(lines(5)).toHaveLength(5)
    const full = render(contentGroups.cohort.form, { cohorts: [{}, {}, {}, {}] }) // The cap is 4.
    expect(visibleText(full)).toMatch(/Cohort 4 /)
    expect(visibleText(full)).not.toMatch(/Cohort 5/)
  })

  it('give each entry of a list of sets its position, described by the hint that says how', () => {
    const html = render(contentGroups.faq.form, { faq: [{}, {}] })
    const positions = attributeValues(html, 'input', 'name').filter((name) =>
      name.startsWith('position.'),
    )
    expect(positions).toEqual(['position.faq.0', 'position.faq.1', 'position.faq.2'])
    expect(attributeValues(html, 'input', 'value').slice(-1)).toEqual(['3'])
    const id = 'field-position-faq-1'
    expect(tag(html, id)).toMatch(/\stype="number"[^>]*\smin="1"[^>]*\svalue="2"/)
    expect(tag(html, id)).toMatch(new RegExp(`\\saria-describedby="${id}-hint"`))
    expect(html).toMatch(
      new RegExp(
        `<p id="${id}-hint"[^>]*>Where Question 2 goes in the list: type 1 to put it first\\.</p>`,
      ),
    )
  })

  it('name a list entry with the article its word takes, in the hint that says how to remove it', () => {
    const hint = (parts: readonly FormPart[]) =>
      /Leave every field of (an? [a-z ]+) blank/.exec(visibleText(render(parts)))?.[1]
    expect(hint(contentGroups.instructors.form)).toBe('an instructor')
    expect(hint(contentGroups.contactDetails.form)).toBe('an address line')
    expect(hint(contentGroups.faq.form)).toBe('a question')
    expect(hint(contentGroups.cohort.form)).toBe('a cohort')
  })

  it('say beside a list how many entries publishing takes', () => {
    const hint = (parts: readonly FormPart[], legend: string) =>
      new RegExp(`${legend} (.*?\\.) Leave every`).exec(visibleText(render(parts)))?.[1]
    expect(hint(contentGroups.offerings.form, 'Planned items')).toBe('Exactly 5 to publish.')
    expect(hint(contentGroups.cohort.form, 'Next cohorts')).toBe(
      'At least 1 to publish, at most 4.',
    )
    expect(hint(contentGroups.applying.form, 'Steps')).toBe('At least 1 to publish, at most 10.')
    expect(hint(contentGroups.faq.form, 'Questions')).toBe('At most 30.')
  })
})
