// The names of the files an answer carried (answer-text.ts), as staff read them beside it: by
// name or type, inline images left out, at most twenty, each one tidy line.
import { describe, expect, it } from 'vitest'
import { attachmentNames } from '../../../../src/server/conversation/answer-reading/answer-text'

describe('the names of the files an answer carried', () => {
  const file = (filename: string | null, extra: object = {}) => ({
    filename,
    mimeType: 'application/pdf',
    disposition: 'attachment' as const,
    content: new ArrayBuffer(0),
    ...extra,
  })

  it('lists each file by its name, a nameless one by its type', () => {
    expect(attachmentNames({ attachments: [file('cv.pdf'), file(null)] })).toEqual([
      'cv.pdf',
      'unnamed (application/pdf)',
    ])
  })

  it('leaves out the images the HTML shows inline', () => {
    const logo = file('logo.png', { related: true, mimeType: 'image/png' })
    expect(attachmentNames({ attachments: [logo, file('cv.pdf')] })).toEqual(['cv.pdf'])
  })

  it('lists at most twenty names, each on one line, without controls, at most 200 long', () => {
    const many = Array.from({ length: 25 }, (_, index) => file(`f${index}.pdf`))
    expect(attachmentNames({ attachments: many })).toEqual(
      Array.from({ length: 20 }, (_, index) => `f${index}.pdf`),
    )
    expect(
      attachmentNames({ attachments: [file(' two\r\nlines\u0007.pdf '), file('x'.repeat(300))] }),
    ).toEqual([' two lines.pdf', 'x'.repeat(200)])
    expect(attachmentNames({ attachments: [file('a\nb\nc')] })).toEqual(['a b c'])
    expect(attachmentNames({ attachments: [file('\r\n\ncv.pdf\r\n\r\n')] })).toEqual(['cv.pdf'])
  })
})
