// The public corpora of two reply parsers (test/fixtures/public-answers/README.md): crisp's text
// fixtures and talon's mails and HTML replies, read as the email() handler reads an answer, with
// nothing known of their conversations, so only the clients' own marks can tell the history
// apart. Scored by the manifest, which the libraries' own tests and a hand decided, not our code.
import { describe, expect, it } from 'vitest'
import {
  type PublicAnswer,
  type PublicManifest,
  scorePublic,
} from '../../../../scripts/answer-corpus/public-score.ts'
import { answerText } from '../../../../src/server/conversation/answer-reading/answer-text'
import { context, encode, received } from './read-answer'

const files = import.meta.glob<string>(
  '../../../fixtures/public-answers/**/*.{txt,html,eml,json}',
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)
const file = (path: string) => {
  const text = files[`../../../fixtures/public-answers/${path}`]
  if (text === undefined) throw new Error(`no fixture ${path}`)
  return text
}
const manifest = JSON.parse(file('manifest.json')) as PublicManifest

/** What staff see of a fixture: a text as a plain part, HTML as a mail with HTML only, a mail as parsed. */
async function shown(path: string) {
  if (path.endsWith('.txt')) return answerText({ text: file(path) }, context).body
  if (path.endsWith('.html')) return answerText({ html: file(path) }, context).body
  return (await received(encode(file(path)))).body
}

async function scored(entries: Record<string, PublicAnswer>) {
  const results = []
  for (const [path, entry] of Object.entries(entries)) {
    const seen = await shown(path)
    results.push({ path, seen, ...scorePublic(manifest, entry, seen) })
  }
  return results
}

/** The share asked of the reader: at least 82 of the 86 (the libraries cut 61 and 70). */
const cutAtLeast = 82

describe('the public corpora of two reply parsers, read with nothing known', () => {
  it('holds the 86 answers with a history the manifest names, each file there', () => {
    expect(Object.keys(manifest.answers)).toHaveLength(86)
    for (const path of [...Object.keys(manifest.answers), ...Object.keys(manifest.unscored)]) {
      expect(file(path).length, path).toBeGreaterThan(0)
    }
  })

  it('keeps every line the visitor wrote, in every mail', async () => {
    const results = await scored({ ...manifest.answers, ...manifest.unscored })
    const losing = results.filter(({ lost }) => lost.length > 0)
    expect(
      losing.map(({ path, lost }) => ({ path, lost })),
      losing.map(({ path, seen }) => `${path}:\n${seen}`).join('\n\n'),
    ).toEqual([])
  })

  it(`cuts the quoted history, and nothing else, in at least ${cutAtLeast} of the 86`, async () => {
    const results = await scored(manifest.answers)
    const uncut = results.filter(({ cut }) => !cut)
    console.log(
      `History cut in ${results.length - uncut.length} of ${results.length}; not in: ${uncut.map(({ path }) => path).join(', ')}`,
    )
    expect(
      results.length - uncut.length,
      uncut.map(({ path, seen }) => `${path}:\n${seen}`).join('\n\n'),
    ).toBeGreaterThanOrEqual(cutAtLeast)
  })
})
