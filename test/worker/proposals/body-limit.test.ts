// The proposal form's body limit fits the widest request a company can send: every field at its
// maximum in 3-byte characters (9 bytes a character percent-encoded in a form post, 6 as \u in
// JSON), every choice at its longest, the honeypot and Turnstile's token full. It is read and
// answered on its topics (none of them the page's), not refused as too large.
import { describe, expect, it } from 'vitest'
import { proposalLimits } from '../../../src/shared/proposal/fields'
import { escapedJson } from '../escaped-json'
import { visibleText } from '../html'
import { visitorPost } from '../visitor-posts'
import { postProposal, valid } from './helpers'

const wide = (length: number) => '語'.repeat(length)
// 254 characters, its domain internationalised as Firefox sends it: typed, not in punycode.
const longestEmail = `x@${[62, 62, 62, 63].map(wide).join('.')}`

const widest = {
  company: wide(proposalLimits.company.maxLength),
  name: wide(100),
  email: longestEmail,
  teamSize: '51-200',
  topics: Array.from(
    { length: proposalLimits.topics.maxItems },
    (_, index) => `${index}${wide(proposalLimits.topic.maxLength - 1)}`,
  ),
  otherTopic: wide(proposalLimits.otherTopic.maxLength),
  timeline: 'this-quarter',
  format: 'undecided',
  budget: 'under-10k',
  message: wide(proposalLimits.message.maxLength),
}
// The honeypot full (a bot's), Turnstile's token its longest in characters encoded to 3 bytes.
const machineFields = { website: wide(2000), 'cf-turnstile-response': '+'.repeat(4096) }

describe('the body limit of a proposal request', () => {
  it('has the longest address to test with', () => {
    expect(longestEmail).toHaveLength(254)
  })

  it('reads the widest form post and answers on its topics', async () => {
    const form = new URLSearchParams()
    for (const [name, value] of Object.entries(widest)) {
      for (const one of [value].flat()) form.append(name, one)
    }
    const posted = await postProposal(form)
    expect(posted.status).toBe(400)
    expect(visibleText(await posted.text())).toContain('Topics must be ones the page lists')
    for (const [name, value] of Object.entries(machineFields)) form.append(name, value)
    const withMachineFields = await postProposal(form)
    expect(withMachineFields.status).toBe(400)
  })

  it('reads the widest JSON request and answers on its topics', async () => {
    const body = escapedJson({ ...valid, ...widest, ...machineFields, website: '' })
    const answer = await visitorPost('/api/proposals/send', {
      type: 'application/json',
      body,
      bindings: {},
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      fields: { topics: 'Topics must be ones the page lists' },
    })
  })
})
