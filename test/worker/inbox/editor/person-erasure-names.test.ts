// Erasing a person (inbox/editor/erasure/person-erasure.ts) finds the name as a person reads it:
// either Unicode form, spaces doubled, any case, even of letters whose case changes their count (ß,
// ς), and whatever characters drawn as nothing either side holds.
import { describe, expect, it } from 'vitest'
import { readLiveContent } from '../../../../src/server/site-content/live'
import { withoutInvisibleCharacters } from '../../../../src/shared/invisible-characters'
import { visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { postForm, send } from '../helpers'
import { erase } from './erasing'
import { clearContent, revisions } from './publishing'

/** The instructors' page as a reader sees it: characters drawn as nothing are not seen. */
const shown = async () =>
  withoutInvisibleCharacters(visibleText(await (await send('/accelerator')).text()))

/** Ada Okafor as the page shows her, each time with characters in it that are drawn as nothing. */
const invisiblyWritten = [
  'Ada\u200B Okafor', // zero-width space
  'Ada Oka\u00ADfor', // soft hyphen
  'Ada\u2060 Okafor', // word joiner
  '\uFEFFAda Okafor', // zero-width no-break space
  'Ada Okafor\u{E0041}\u{E0042}\u{E007F}', // tag characters: hidden ASCII
  'Ada O\u200Dka\u200Cfor', // joiners, which some scripts need
  'Ada\u180E Okafor\uFE0F', // a Mongolian vowel separator, a variation selector
  'Ada Okafor \u2060', // a space before a word joiner: at the end once the joiner is gone
]

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

  it('finds a name holding characters drawn as nothing, typed as the page shows it', async () => {
    for (const stored of invisiblyWritten) {
      await clearContent()
      await publishRevision({ instructors: { instructors: [{ name: stored, role: 'Coach' }] } })
      readLiveContent.renew()
      expect(await shown(), stored).toContain('Ada Okafor')
      const asked = await postForm('/inbox/content/erase-person', { name: 'Ada Okafor' })
      expect(visibleText(await asked.text()), stored).toContain('1 published version names them.')
      expect((await erase('Ada Okafor')).status).toBe(303)
      expect(JSON.parse((await revisions()).at(-1)?.body ?? ''), stored).toEqual({
        instructors: { instructors: [] },
      })
      expect(await shown(), stored).not.toContain('Okafor')
    }
  })

  it('finds a name stored plainly when the name typed holds such characters (pasted)', async () => {
    await clearContent()
    await publishRevision({ instructors: { instructors: [{ name: 'Ada Okafor', role: 'Coach' }] } })
    for (const typed of invisiblyWritten) {
      const asked = await postForm('/inbox/content/erase-person', { name: typed })
      expect(asked.status, typed).toBe(200)
      expect(visibleText(await asked.text()), typed).toContain('1 published version names them.')
    }
    // Nothing a reader would see is no name.
    const blank = await postForm('/inbox/content/erase-person', { name: '\u200B\u2060\u200D' })
    expect(blank.status).toBe(400)
  })
})
