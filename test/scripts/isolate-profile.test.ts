// The mail bench's isolate figure (scripts/bench/isolate-profile.ts) counts the site's own work
// in a V8 profile and nothing the local stand-ins did: a profile written by hand, each kind of
// sample once, says which samples the target is read on.
import { describe, expect, it } from 'vitest'
import { type Profile, samplesOf } from '../../scripts/bench/isolate-profile.ts'

/** Lines of the bundle and the module each belongs to (as bundleModules reads dist/ssr/index.js). */
const modules = [
  ...Array<string>(10).fill('node_modules/postal-mime/dist/esm/postal-mime.js'),
  ...Array<string>(10).fill('src/server/conversation/answer-history/known-text.ts'),
  ...Array<string>(10).fill('src/server/outbox/deliver.ts'),
]

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
})

/** root → bench's fetch → the site's email → what each leaf is; every sample 1 ms. */
function profileOf() {
  const nodes: Profile['nodes'] = [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 6, 20] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(program)') },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('fetch', 'main.js'), children: [7, 8] },
    { id: 6, callFrame: frame('_wrappedFetch', 'cloudflare-internal:d1-api'), children: [9, 10] },
    { id: 7, callFrame: frame('arrayBuffer') },
    { id: 8, callFrame: frame('email', 'index.js', 25), children: [11, 12, 13] },
    { id: 9, callFrame: frame('fetch') },
    { id: 10, callFrame: frame('URL') },
    { id: 11, callFrame: frame('parse', 'index.js', 3) },
    { id: 12, callFrame: frame('repeatedWeights', 'index.js', 15) },
    { id: 13, callFrame: frame('next') },
    { id: 20, callFrame: frame('') },
  ]
  return (ids: number[]): Profile => ({
    nodes,
    samples: ids,
    timeDeltas: [0, ...ids.slice(1).map(() => 1000)],
  })
}

const sample = profileOf()

describe("the site isolate's share of a mail's samples", () => {
  it("counts the site's parsing, reading, D1 client and garbage collection", () => {
    // The last sample stands for one interval (0.2 ms).
    const { handler, parts } = samplesOf(sample([11, 12, 10, 4, 11]), modules)
    expect(handler).toBeCloseTo(4.2)
    expect(parts).toEqual({
      'parsing (postal-mime)': 1.2,
      'reading and history': 1,
      'D1 client': 1,
      'garbage collection': 1,
      'the rest': 0,
    })
  })

  it("leaves out waiting, the bench's own module and the calls that hand work to workerd", () => {
    // idle, program, the bench reading the posted body, D1's fetch, a stream's next, the root.
    const { handler, busy } = samplesOf(sample([2, 3, 7, 9, 13, 1, 11]), modules)
    expect(handler).toBeCloseTo(0.2)
    // Busy: everything but the idle sample.
    expect(busy).toBeCloseTo(5.2)
  })

  it('counts a native call with nothing of the bench under it as the isolate’s', () => {
    const { handler, parts } = samplesOf(sample([20, 11]), modules)
    expect(handler).toBeCloseTo(1.2)
    expect(parts['the rest']).toBeCloseTo(1)
  })
})
