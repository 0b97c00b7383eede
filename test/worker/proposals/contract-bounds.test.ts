// The proposal request's contract at its edges: each typed text at its bound and one past, the
// topics at their count, a topic of the company's own in place of a ticked one, line breaks only
// in the message, a choice left on "Choose…" named required, the budget's "prefer not to say".
import { describe, expect, it } from 'vitest'
import { checkProposal } from '../../../src/shared/proposal/contract'
import { valid } from './helpers'

const errorsOf = (input: object) => {
  const checked = checkProposal(input)
  return checked.ok ? {} : checked.errors
}

describe('the bounds of what a company types', () => {
  it('takes each text at its bound and refuses it one character past', () => {
    const full = {
      ...valid,
      company: 'c'.repeat(150),
      otherTopic: 'o'.repeat(200),
      message: 'm'.repeat(3000),
      topics: [`${'t'.repeat(199)}.`],
    }
    expect(checkProposal(full).ok).toBe(true)
    expect(
      errorsOf({
        ...full,
        company: 'c'.repeat(151),
        message: 'm'.repeat(3001),
        topics: ['t'.repeat(201)],
      }),
    ).toEqual({
      company: 'Company must be at most 150 characters',
      topics: 'Topics must be ones the page lists',
      message: 'Message must be at most 3000 characters',
    })
  })

  it('names the first thing wrong with a field, and nothing of a field the form lacks', () => {
    expect(errorsOf({ ...valid, company: `Acme\u0007${'c'.repeat(150)}` })).toEqual({
      company: 'Company must not contain control characters',
    })
    // An overlong honeypot is a bot's post: no field of the form is to blame for it.
    expect(Object.keys(errorsOf({ ...valid, website: 'w'.repeat(2001) }))).not.toContain('website')
  })

  it('takes twelve topics and refuses thirteen', () => {
    const topics = (count: number) => Array.from({ length: count }, (_, n) => `Topic ${n}`)
    expect(checkProposal({ ...valid, topics: topics(12) }).ok).toBe(true)
    expect(errorsOf({ ...valid, topics: topics(13) })).toEqual({
      topics: 'Topics must be ones the page lists',
    })
  })

  it('keeps line breaks and tabs in the message alone', () => {
    expect(checkProposal({ ...valid, message: 'a\tb\nc' })).toMatchObject({
      ok: true,
      proposal: { message: 'a\tb\nc' },
    })
    expect(errorsOf({ ...valid, company: 'Acme\nGmbH', otherTopic: 'Type\tScript' })).toEqual({
      company: 'Company must not contain control characters',
      otherTopic: 'Other topic must not contain control characters',
    })
    expect(errorsOf({ ...valid, topics: ['React\u0007'] })).toEqual({
      topics: 'Topics must not contain control characters',
    })
  })
})

describe('what a request must name', () => {
  it('takes a topic of the company’s own in place of a ticked one, never neither', () => {
    expect(checkProposal({ ...valid, topics: [], otherTopic: 'Accessibility' }).ok).toBe(true)
    expect(checkProposal({ ...valid, otherTopic: '' }).ok).toBe(true)
    const none = 'Choose at least one topic, or write your own'
    expect(errorsOf({ ...valid, topics: [], otherTopic: '  ' })).toEqual({ topics: none })
    expect(errorsOf({ ...valid, topics: [' '] })).toEqual({ topics: none })
    const { topics, ...withoutTopics } = valid
    expect(topics).toHaveLength(2)
    expect(errorsOf(withoutTopics)).toEqual({ topics: none })
  })

  it('names a choice left on “Choose…”, or left out, required; a blank company too', () => {
    expect(errorsOf({ ...valid, teamSize: '', timeline: undefined, company: '  ' })).toEqual({
      company: 'Company is required',
      teamSize: 'Team size is required',
      timeline: 'Timeline is required',
    })
  })

  it('lets the budget go unsaid, and lists its bands without the blank one', () => {
    expect(checkProposal({ ...valid, budget: '' }).ok).toBe(true)
    const { budget, message, otherTopic, ...rest } = valid
    expect([budget, message, otherTopic].every(Boolean)).toBe(true)
    expect(checkProposal(rest)).toMatchObject({
      ok: true,
      proposal: { budget: '', message: '', otherTopic: '' },
    })
    expect(errorsOf({ ...valid, budget: 'lots' })).toEqual({
      budget: 'Budget must be one of: under-10k, 10k-25k, 25k-50k, 50k-plus',
    })
  })
})
