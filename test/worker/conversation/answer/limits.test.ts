// Every adversarial shape of scripts/bench/mail-shapes.ts, as large as the email() handler takes,
// handled under a bound far above what it costs (npm run bench: "Answers at the size limit") and
// far below what a pass that rescans would cost: seconds, so a busy machine never fails it.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  knownShapes,
  type MailShape,
  mailShapes,
  ordinaryShapes,
  prose,
} from '../../../../scripts/bench/mail-shapes'
import { maxAnswerBytes } from '../../../../src/server/conversation/receive-answer'
import { repliedConversation } from '../answer-history/answer-history'
import { deliverMail, entriesOf, rawMail } from '../inbound-mail'

const boundMs = 2500
/** Room for the headers rawMail writes. */
const bodyBytes = maxAnswerBytes - 1024
/** The longest reply the inbox sends (4,000 characters), which the known shapes play against. */
const reply = prose.repeat(30).slice(0, 4000)

async function now() {
  await env.DB.prepare('SELECT 1').first()
  return Date.now()
}

async function deliver(shape: MailShape) {
  const to = await repliedConversation({ message: 'Which days are the lectures?', reply })
  const raw = rawMail({ From: to.email, To: to.replyTo, ...shape.headers }, shape.body)
  const started = await now()
  const refusals = await deliverMail(raw, { from: to.email, to: to.replyTo })
  const ms = (await now()) - started
  console.log(`${shape.name}: ${ms} ms (${new TextEncoder().encode(raw).byteLength} bytes)`)
  return { ms, refusals, entries: await entriesOf(to.id) }
}

describe('answers at the size limit', () => {
  const shapes = [
    ...ordinaryShapes(bodyBytes),
    ...mailShapes(bodyBytes),
    ...knownShapes(bodyBytes, reply),
  ]
  for (const shape of shapes) {
    it(`takes "${shape.name}" within the bound`, async () => {
      const { ms, refusals, entries } = await deliver(shape)
      expect(refusals).toEqual([])
      expect(entries.filter((entry) => entry.kind === 'answer')).toHaveLength(1)
      expect(ms).toBeLessThan(boundMs)
    })
  }
})
