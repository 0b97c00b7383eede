// The proposal request's contract: one schema the browser's client is typed by and the worker
// checks with, and the form drawn from its bounds and choices.
import type { InferRequestType, InferResponseType } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { apiClient } from '../../../src/client/api'
import { checkProposal, type ProposalInput } from '../../../src/shared/proposal/contract'
import {
  budgetChoices,
  formatChoices,
  proposalLimits,
  teamSizeChoices,
  timelineChoices,
} from '../../../src/shared/proposal/fields'
import { attributeValues, get } from '../html'
import { valid } from './helpers'

type ProposeCall = ReturnType<typeof apiClient>['api']['proposals']['send']['$post']

describe('the proposal request contract', () => {
  it('types the browser client by the shared schema (checked by tsc)', () => {
    expectTypeOf<InferRequestType<ProposeCall>['json']>().toEqualTypeOf<ProposalInput>()
    expectTypeOf<InferResponseType<ProposeCall, 201>>().toEqualTypeOf<{
      status: 'received'
      offering: 'corporate' | 'technical'
    }>()
    expectTypeOf<InferResponseType<ProposeCall, 200>>().toEqualTypeOf<{
      status: 'duplicate'
      offering: 'corporate' | 'technical'
    }>()
  })

  it('takes text as typed: trimmed, one kind of line break, a topic ticked twice once', () => {
    const checked = checkProposal({
      ...valid,
      company: '  Acme  ',
      message: ' Line one\r\nline two\rline three\r',
      topics: [valid.topics[0], valid.topics[0]],
    })
    expect(checked).toMatchObject({
      ok: true,
      proposal: {
        company: 'Acme',
        message: 'Line one\nline two\nline three',
        topics: [valid.topics[0]],
      },
    })
  })

  it('refuses control characters, a topic of the wrong shape and too many topics', () => {
    const checked = checkProposal({
      ...valid,
      company: 'Acme\u0007',
      otherTopic: 'x'.repeat(201),
      topics: Array.from({ length: 13 }, (_, n) => `Topic ${n}`),
    })
    expect(checked).toEqual({
      ok: false,
      errors: {
        company: 'Company must not contain control characters',
        topics: 'Topics must be ones the page lists',
        otherTopic: 'Other topic must be at most 200 characters',
      },
    })
    expect(checkProposal({ ...valid, topics: 'one' })).toMatchObject({
      ok: false,
      errors: { topics: 'Topics must be a list' },
    })
    // What no form sends: a number for a text, a number for a topic.
    expect(checkProposal({ ...valid, company: 42, topics: [7] } as never)).toMatchObject({
      ok: false,
      errors: { company: 'Company must be text', topics: 'Topics must be text' },
    })
  })

  it('draws the form from the same bounds and choices', async () => {
    const html = await (await get('/corporate')).text()
    const lengths = attributeValues(html, 'input', 'maxLength').concat(
      attributeValues(html, 'textarea', 'maxLength'),
    )
    for (const field of ['company', 'name', 'email', 'otherTopic', 'message'] as const) {
      expect(lengths).toContain(String(proposalLimits[field].maxLength))
    }
    const options = attributeValues(html, 'option', 'value')
    for (const choice of [
      ...teamSizeChoices,
      ...timelineChoices,
      ...formatChoices,
      ...budgetChoices,
    ]) {
      expect(options).toContain(choice)
    }
  })
})
