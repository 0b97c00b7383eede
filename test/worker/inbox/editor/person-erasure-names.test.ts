// Erasing a person (inbox/editor/person-erasure.ts) finds the name as a person reads it: either
// Unicode form, spaces doubled, any case, even of letters whose case changes their count (ß, ς).
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { postForm } from '../helpers'
import { clearContent } from './publishing'

describe('erasing a person, whatever the versions and the draft hold', () => {
  it('finds a name stored or typed in either Unicode form, its spaces doubled', async () => {
    await clearContent()
    await publishRevision({
      instructors: { instructors: [{ name: 'Zoe\u0308  Brandt', role: 'Coach' }] },
    })
    for (const typed of ['zoë brandt', 'ZOE\u0308 BRANDT']) {
      const asked = await postForm('/inbox/content/erase-person', { name: typed })
      expect(visibleText(await asked.text()), typed).toContain('1 published version names them.')
    }
    // Its words still its words: the same letters split otherwise are someone else.
    const other = await postForm('/inbox/content/erase-person', { name: 'Zoëb Randt' })
    expect(visibleText(await other.text())).toContain('No published version or draft names')
  })

  it('finds a name whatever the case of letters that change in it (ß and SS, σ and ς)', async () => {
    await clearContent()
    await publishRevision({
      instructors: {
        instructors: [
          { name: 'Jana Strauß', role: 'Coach' },
          { name: 'Οδυσσέας Νικολάου', role: 'Coach' },
        ],
      },
    })
    for (const typed of ['JANA STRAUSS', 'Jana Strauss', 'ΟΔΥΣΣΈΑΣ ΝΙΚΟΛΆΟΥ']) {
      const asked = await postForm('/inbox/content/erase-person', { name: typed })
      expect(visibleText(await asked.text()), typed).toContain('1 published version names them.')
    }
  })
})
