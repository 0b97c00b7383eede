import { env } from 'cloudflare:test'
import type { InferRequestType, InferResponseType } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { apiClient } from '../../../src/client/api'
import { app } from '../../../src/server'
import { type ContactMessageInput, checkContactMessage } from '../../../src/shared/contact'
import { attributeValues, get } from '../html'

type SendCall = ReturnType<typeof apiClient>['api']['contact']['send']['$post']

describe('the contact contract', () => {
  it('types the browser client by the shared schema (checked by tsc)', () => {
    expectTypeOf<InferRequestType<SendCall>['json']>().toEqualTypeOf<ContactMessageInput>()
    expectTypeOf<InferResponseType<SendCall, 201>>().toEqualTypeOf<{ id: string }>()
  })

  it('types `about` in the client as optional, one of the form’s choices (checked by tsc)', () => {
    type About = InferRequestType<SendCall>['json']['about']
    expectTypeOf<About>().toEqualTypeOf<
      'general' | 'accelerator' | 'corporate' | 'technical' | undefined
    >()
    expectTypeOf<{ name: string; email: string; message: string }>().toExtend<
      InferRequestType<SendCall>['json']
    >()
  })

  it('stores a message the same whether its line breaks came as CRLF or LF', async () => {
    const checked = checkContactMessage({
      name: 'Ada',
      email: 'ada@example.com',
      message: ' First line\r\nSecond line\rThird \n',
    })
    expect(checked).toEqual({
      ok: true,
      message: {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'First line\nSecond line\nThird',
      },
    })
  })

  it('draws the form from the same limits the worker enforces', async () => {
    const html = await (await get('/contact')).text()
    expect(attributeValues(html, 'input', 'maxLength')).toEqual(['100', '254'])
    expect(attributeValues(html, 'textarea', 'maxLength')).toEqual(['5000'])
    expect(attributeValues(html, 'textarea', 'rows')).toEqual(['5'])
  })

  it('sends through a separate backend host when one is configured', async () => {
    const configured = { ...env, CONTACT_API_ORIGIN: 'https://api.lumen.test' }
    const html = await (await app.request('https://lumen.test/contact', {}, configured)).text()
    expect(html).toContain('"apiBase":"https://api.lumen.test"')
  })

  it('sends to this worker by default, and posts to the page without JavaScript', async () => {
    const html = await (await get('/contact')).text()
    expect(html).toContain('"apiBase":""')
    expect(attributeValues(html, 'form', 'action')).toEqual(['/contact'])
  })
})
