// `npm run reply-address <message id>`: the reply address of one conversation, signed as the
// worker signs it with the settings of .dev.vars, and a curl command that plays the visitor's
// answer against `npm start` (docs/conversation.md "The whole conversation, locally"). Locally only: the
// mail files Miniflare writes hold the text, not the Reply-To header that carries this address.
import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { replyAddress } from '../src/server/conversation/reply-token.ts'

/** The address for `messageId` under the given settings (SCHOOL_MAIL_FROM, REPLY_TOKEN_SECRET). */
export async function localReplyAddress(
  vars: Record<string, string | undefined>,
  messageId: string,
) {
  const from = vars.SCHOOL_MAIL_FROM?.trim() ?? ''
  const secret = vars.REPLY_TOKEN_SECRET ?? ''
  if (!from.includes('@') || !secret) {
    throw new Error(
      'SCHOOL_MAIL_FROM and REPLY_TOKEN_SECRET are not in .dev.vars: run npm run inbox:local',
    )
  }
  return replyAddress(secret, messageId, from.slice(from.lastIndexOf('@') + 1).toLowerCase())
}

if (import.meta.main) {
  const [messageId] = process.argv.slice(2)
  if (!messageId) throw new Error('Usage: npm run reply-address <message id>')
  const vars = parseEnv(readFileSync('.dev.vars', 'utf8'))
  const address = await localReplyAddress(vars, messageId)
  const origin = `http://localhost:${process.env.PORT ?? 8787}`
  console.log(`${address}

The visitor's answer, with curl (mail.eml: a raw mail with From, To, Subject and Message-ID):
curl -X POST ${origin}/cdn-cgi/handler/email --url-query 'from=<visitor>' --url-query 'to=${address}' --data-binary @mail.eml`)
}
