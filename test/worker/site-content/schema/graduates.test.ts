import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.graduates.publish
const draft = () => contentGroups.graduates.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const photo = {
  key: '0f8b6c1e-2d3a-4b5c-9e7f-123456789abc.webp',
  width: 192,
  height: 192,
  alt: 'Sam Ortiz, smiling',
}
const sam = {
  name: 'Sam Ortiz',
  cohort: 'March 2026',
  role: 'Frontend developer at a bank',
  words: 'I kept my job and still shipped a project every week.\nNow I ship for a living.',
  photo,
  consentDate: '2026-10-02',
}

describe('the graduates’ words', () => {
  it('publishes graduates with and without a photo, initials as a name, in the order typed', () => {
    const { photo: _, ...noPhoto } = sam
    const graduates = [sam, { ...noPhoto, name: 'L. W.' }]
    expect(v.parse(publish(), { graduates })).toEqual({ graduates })
    expect(v.parse(publish(), { graduates: [] })).toEqual({ graduates: [] })
  })

  it('refuses to publish a graduate without the day consent was recorded, and keeps the draft', () => {
    const { consentDate: _, ...unconsented } = sam
    expect(errors(publish(), { graduates: [unconsented] })).toEqual({
      'graduates.0.consentDate': 'Consent date is required',
    })
    expect(v.parse(draft(), { graduates: [unconsented] })).toEqual({ graduates: [unconsented] })
    expect(errors(draft(), { graduates: [{ ...sam, consentDate: '2026-02-30' }] })).toEqual({
      'graduates.0.consentDate': 'Consent date must be a real date, YYYY-MM-DD',
    })
  })

  it('refuses to publish a graduate without name, cohort, role or words, or a photo undescribed', () => {
    expect(errors(publish(), { graduates: [{ consentDate: '2026-10-02' }] })).toEqual({
      'graduates.0.name': 'Name or initials is required',
      'graduates.0.cohort': 'Cohort is required',
      'graduates.0.role': 'Role today is required',
      'graduates.0.words': 'Quote is required',
    })
    expect(errors(publish(), { graduates: [{ ...sam, photo: { ...photo, alt: ' ' } }] })).toEqual({
      'graduates.0.photo.alt': 'What the photo shows is required',
    })
  })

  it('takes a photo only as the upload stored it, as an instructor’s', () => {
    const photoKey = (key: string) => ({ graduates: [{ ...sam, photo: { ...photo, key } }] })
    expect(errors(draft(), photoKey('https://example.com/sam.jpg'))).toEqual({
      'graduates.0.photo.key': 'Photo must be an uploaded image',
    })
    expect(errors(draft(), { graduates: [{ ...sam, photo: { ...photo, width: 0 } }] })).toEqual({
      'graduates.0.photo.width': 'Photo width must be at least 1 pixel',
    })
  })

  it('caps the words at 600 characters, the list at 8, and keeps the words as text', () => {
    expect(errors(draft(), { graduates: [{ words: 'w'.repeat(601) }] })).toEqual({
      'graduates.0.words': 'Quote must be at most 600 characters',
    })
    expect(errors(publish(), { graduates: [{ ...sam, words: 'w'.repeat(600) }] })).toEqual({})
    expect(errors(draft(), { graduates: Array(9).fill({ name: 'Sam' }) })).toEqual({
      graduates: 'Graduates must have at most 8 entries',
    })
    const markup = { ...sam, words: '</blockquote><script>alert(1)</script>' }
    expect(v.parse(publish(), { graduates: [markup] })).toEqual({ graduates: [markup] })
  })
})
