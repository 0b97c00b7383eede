// Control characters in a search are ignored: the list and its export find the words either side.
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, seedMessage } from '../helpers'

describe('control characters in a search', () => {
  it('are ignored: a NUL between two words searches for both', async () => {
    await seedMessage({ name: 'Nulsearch Person', message: 'hello quuxworld' })
    const response = await asStaff('/inbox?state=all&q=hello%00quuxworld')
    expect(response.status).toBe(200)
    const text = visibleText(await response.text())
    expect(text).toContain('Nulsearch Person')
  })

  it('export the same rows as the list', async () => {
    await seedMessage({ name: 'Nulexport Person', message: 'hello quuxexport' })
    const response = await asStaff('/inbox/export.csv?state=all&q=hello%00quuxexport%01')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('"Nulexport Person"')
    expect(text.trim().split('\r\n')).toHaveLength(2)
  })
})
