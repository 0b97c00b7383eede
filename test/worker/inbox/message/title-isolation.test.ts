import { describe, expect, it } from 'vitest'
import { asStaff, seedMessage } from '../helpers'

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

describe("a visitor's name in the page title", () => {
  it('is isolated (FSI … PDI), so its bidi controls cannot reorder the rest of the title', async () => {
    const name = 'Mallory \u202Egnp.exe\u202C'
    const id = await seedMessage({ name })
    const html = await (await asStaff(`/inbox/${id}`)).text()
    // After the tab's count of new messages, "(1) ".
    expect(titleOf(html).replace(/^\(\d+\) /, '')).toBe(`\u2068${name}\u2069 · Lumen Code Academy`)
  })
})
