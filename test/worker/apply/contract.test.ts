// The application contract: one schema the browser's client is typed by and the worker checks
// with, and the form drawn from its bounds and choices.
import type { InferRequestType, InferResponseType } from 'hono/client'
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import type { apiClient } from '../../../src/client/api'
import { type ApplicationInput, checkApplication } from '../../../src/shared/application'
import {
  applicationLimits,
  backgroundChoices,
  financingChoices,
  heardFromChoices,
} from '../../../src/shared/application-fields'
import { attributeValues, get } from '../html'
import { publishCohorts, valid } from './helpers'

type ApplyCall = ReturnType<typeof apiClient>['api']['applications']['$post']

beforeEach(() => publishCohorts())

describe('the application contract', () => {
  it('types the browser client by the shared schema (checked by tsc)', () => {
    expectTypeOf<InferRequestType<ApplyCall>['json']>().toEqualTypeOf<ApplicationInput>()
    expectTypeOf<InferResponseType<ApplyCall, 201>>().toEqualTypeOf<{
      status: 'received'
      cohort: string
    }>()
    expectTypeOf<InferResponseType<ApplyCall, 200>>().toEqualTypeOf<
      { status: 'replaced'; cohort: string } | { status: 'duplicate'; cohort: string }
    >()
  })

  it('takes the tick box as the form sends it, `yes`, or true', () => {
    for (const consent of ['yes', true]) {
      expect(checkApplication({ ...valid, consent })).toMatchObject({
        ok: true,
        application: { consent: true },
      })
    }
  })

  it('takes text as typed: trimmed, one kind of line break, the details optional', () => {
    const checked = checkApplication({
      ...valid,
      name: '  Ada  ',
      goals: ' Ship\r\nthings\rto people\r',
      backgroundDetail: undefined,
    })
    expect(checked).toMatchObject({
      ok: true,
      application: { name: 'Ada', goals: 'Ship\nthings\nto people', backgroundDetail: '' },
    })
  })

  it('refuses a start date that is no date, a zone that is no zone, and no consent', () => {
    const checked = checkApplication({
      ...valid,
      cohort: 'spring',
      timeZone: 'Europe/Atlantis',
      consent: 'no',
    })
    expect(checked).toEqual({
      ok: false,
      errors: {
        cohort: 'Cohort must be a start date',
        timeZone: 'Time zone must be an IANA time zone, such as Europe/Berlin',
        consent: 'Consent is required: we can only answer an application by email',
      },
    })
  })

  it('draws the form from the same bounds and choices', async () => {
    const html = await (await get('/apply')).text()
    const lengths = attributeValues(html, 'input', 'maxLength').concat(
      attributeValues(html, 'textarea', 'maxLength'),
    )
    for (const field of ['name', 'email', 'backgroundDetail', 'goals'] as const) {
      expect(lengths).toContain(String(applicationLimits[field].maxLength))
    }
    const options = attributeValues(html, 'option', 'value')
    for (const choice of [...backgroundChoices, ...heardFromChoices, ...financingChoices]) {
      expect(options).toContain(choice)
    }
    expect(options).toContain('Europe/London')
    expect(options).toContain('UTC')
  })
})
