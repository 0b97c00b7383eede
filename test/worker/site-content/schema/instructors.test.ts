import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../../../src/server/site-content/schema/declare/field-errors'
import { contentGroups } from '../../../../src/server/site-content/schema/index'

const publish = () => contentGroups.instructors.publish
const draft = () => contentGroups.instructors.draft

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

const photo = {
  key: '0f8b6c1e-2d3a-4b5c-9e7f-123456789abc.webp',
  width: 800,
  height: 1000,
  alt: 'Ada at a whiteboard, smiling',
}
const ada = {
  name: 'Ada Okafor',
  role: 'Lead instructor',
  bio: 'Ten years of React and Node.js in production.\nShe reviews every capstone.',
  photo,
}
const instructors = [ada, { name: 'Lin Wei', role: 'Database mentor' }]

/** Ada with her photo changed. */
const withPhoto = (changes: object) => ({
  instructors: [{ ...ada, photo: { ...photo, ...changes } }],
})

describe('the instructors', () => {
  it('publishes instructors with and without bio and photo, in the order typed', () => {
    expect(v.parse(publish(), { instructors })).toEqual({ instructors })
    expect(v.parse(publish(), { instructors: [] })).toEqual({ instructors: [] })
    for (const key of [
      '0f8b6c1e-2d3a-4b5c-9e7f-123456789abc.jpg',
      '0f8b6c1e-2d3a-4b5c-9e7f-123456789abc.png',
    ])
      expect(errors(publish(), withPhoto({ key }))).toEqual({})
  })

  it('refuses a name holding an invisible character, in a draft too, naming it', () => {
    const hidden = { instructors: [{ ...ada, name: 'Ada\u200B Okafor' }] }
    const refusal = {
      'instructors.0.name':
        'Name must not contain invisible characters (it holds U+200B): type it again rather than paste it',
    }
    expect(errors(publish(), hidden)).toEqual(refusal)
    expect(errors(draft(), hidden)).toEqual(refusal)
  })

  it('keeps a half-finished draft: a name alone, a photo not yet described', () => {
    const { alt: _, ...described } = photo
    const half = { instructors: [{ name: 'Ada' }, { role: 'Mentor', photo: described }] }
    expect(v.parse(draft(), half)).toEqual(half)
    expect(v.parse(draft(), {})).toEqual({})
  })

  it('refuses to publish an instructor without name or role, or a photo without its words', () => {
    expect(
      errors(publish(), { instructors: [{ name: 'Ada', role: ' ' }, { role: 'Mentor' }] }),
    ).toEqual({
      'instructors.0.role': 'Role is required',
      'instructors.1.name': 'Name is required',
    })
    expect(errors(publish(), withPhoto({ alt: '' }))).toEqual({
      'instructors.0.photo.alt': 'What the photo shows is required',
    })
    expect(errors(publish(), {})).toEqual({ instructors: 'Instructors is required' })
  })

  it('takes a photo only as the upload stored it, in a draft too', () => {
    for (const key of [
      '0f8b6c1e-2d3a-4b5c-9e7f-123456789abc.svg',
      '0F8B6C1E-2D3A-4B5C-9E7F-123456789ABC.jpg',
      '../../etc/passwd-0000000000000000000000.jpg',
      'https://example.com/ada.jpg',
      '0f8b6c1e-2d3a-4b5c-9e7f-123456789abc.jpg.html',
      'x0f8b6c1e-2d3a-4b5c-9e7f-123456789abc.jpg',
      '0f8b6c1e-2d3a-4b5c-9e7f-123456789ab.jpg',
      '0f8b6c1e-2d3a-4b5c-9e7f-123456789abc_jpg',
    ])
      expect(errors(draft(), withPhoto({ key }))).toEqual({
        'instructors.0.photo.key': 'Photo must be an uploaded image',
      })
    expect(errors(draft(), withPhoto({ key: 7 }))).toEqual({
      'instructors.0.photo.key': 'Photo must be an uploaded image',
    })
    const { key: _, ...keyless } = photo
    expect(errors(draft(), { instructors: [{ ...ada, photo: keyless }] })).toEqual({
      'instructors.0.photo.key': 'Photo file is required',
    })
  })

  it('takes a photo’s size as whole pixels from 1 to 10000', () => {
    expect(errors(draft(), withPhoto({ width: 0 }))).toEqual({
      'instructors.0.photo.width': 'Photo width must be at least 1 pixel',
    })
    expect(errors(draft(), withPhoto({ height: 10_001 }))).toEqual({
      'instructors.0.photo.height': 'Photo height must be at most 10000 pixels',
    })
    expect(errors(draft(), withPhoto({ width: 1, height: 10_000 }))).toEqual({})
    expect(errors(draft(), withPhoto({ width: 1.5 }))).toEqual({
      'instructors.0.photo.width': 'Photo width must be a whole number of pixels',
    })
    expect(errors(draft(), withPhoto({ height: '800' }))).toEqual({
      'instructors.0.photo.height': 'Photo height must be a number',
    })
    const { width: _, height: __, ...sizeless } = photo
    expect(errors(draft(), { instructors: [{ ...ada, photo: sizeless }] })).toEqual({
      'instructors.0.photo.width': 'Photo width is required',
      'instructors.0.photo.height': 'Photo height is required',
    })
  })

  it('takes at most 12 instructors, and caps name, role, bio and description', () => {
    expect(errors(draft(), { instructors: Array(13).fill({ name: 'Ada' }) })).toEqual({
      instructors: 'Instructors must have at most 12 entries',
    })
    expect(errors(publish(), { instructors: Array(12).fill(ada) })).toEqual({})
    const long = { name: 'n'.repeat(101), role: 'r'.repeat(101), bio: 'b'.repeat(1001) }
    expect(errors(draft(), { instructors: [long] })).toEqual({
      'instructors.0.name': 'Name must be at most 100 characters',
      'instructors.0.role': 'Role must be at most 100 characters',
      'instructors.0.bio': 'Bio must be at most 1000 characters',
    })
    const full = { name: 'n'.repeat(100), role: 'r'.repeat(100), bio: 'b'.repeat(1000) }
    expect(errors(publish(), { instructors: [full] })).toEqual({})
    expect(errors(draft(), withPhoto({ alt: 'a'.repeat(201) }))).toEqual({
      'instructors.0.photo.alt': 'What the photo shows must be at most 200 characters',
    })
  })

  it('refuses control and direction characters, and line breaks outside the bio', () => {
    expect(errors(draft(), { instructors: [{ name: 'Ada\u2068 Okafor' }] })).toEqual({
      'instructors.0.name': 'Name must not contain characters that change the direction of text',
    })
    expect(errors(draft(), { instructors: [{ bio: 'Ten\u202A years' }] })).toEqual({
      'instructors.0.bio': 'Bio must not contain characters that change the direction of text',
    })
    expect(errors(draft(), { instructors: [{ role: 'Lead\ninstructor' }] })).toEqual({
      'instructors.0.role': 'Role must be a single line',
    })
    expect(errors(draft(), { instructors: [{ bio: 'Ten\u0000years' }] })).toEqual({
      'instructors.0.bio': 'Bio must not contain control characters',
    })
    expect(errors(draft(), 'Ada')).toEqual({ '': 'The instructors must be a set of fields' })
    expect(errors(draft(), { instructors: ['Ada'] })).toEqual({
      'instructors.0': 'Instructor must be a set of fields',
    })
    expect(errors(draft(), { instructors: [{ photo: 'ada.jpg' }] })).toEqual({
      'instructors.0.photo': 'Photo must be a set of fields',
    })
  })
})
