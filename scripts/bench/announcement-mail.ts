// The sending side of the announcement bench: a stand-in for the `send_email` binding that fails
// one attempt in three. The site calls it as it calls the real binding (`env.CONTACT_EMAIL.send`,
// over a service binding's RPC); it hands each email to a receiver in Node, which refuses every
// third and counts what it accepted, by address.
import { createServer, type Server } from 'node:http'

/** The binding: a worker beside the site whose `send` throws when the receiver refuses. */
const script = `import { WorkerEntrypoint } from 'cloudflare:workers'
export class FlakyMail extends WorkerEntrypoint {
  async send(message) {
    const response = await fetch(this.env.RECEIVER, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: message.to, subject: message.subject, headers: message.headers ?? {} }),
    })
    if (!response.ok) throw new Error('relay unavailable (' + response.status + ')')
    return { messageId: await response.text() }
  }
}
export default { fetch: () => new Response('Not found', { status: 404 }) }`

/** Miniflare options for the binding's worker and the site's CONTACT_EMAIL pointing at it. */
export const flakyMailService = (receiver: string, compatibilityDate: string) => ({
  workers: [
    {
      name: 'flaky-mail',
      modules: true,
      script,
      compatibilityDate,
      bindings: { RECEIVER: receiver },
    },
  ],
  bindings: { CONTACT_EMAIL: { name: 'flaky-mail', entrypoint: 'FlakyMail' } },
})

export type MailCounts = {
  attempts: number
  refused: number
  /** Accepted emails by recipient, only those whose subject is `subject`. */
  accepted: Map<string, number>
  /** Accepted emails without both List-Unsubscribe headers (never expected). */
  withoutUnsubscribe: number
}

/** Listens on 127.0.0.1; every `failEvery`-th email is answered 500. */
export async function startMailReceiver(subject: string, failEvery = 3) {
  const counts: MailCounts = { attempts: 0, refused: 0, accepted: new Map(), withoutUnsubscribe: 0 }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      counts.attempts += 1
      if (counts.attempts % failEvery === 0) {
        counts.refused += 1
        response.writeHead(500).end()
        return
      }
      const mail = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        to: string
        subject: string
        headers: Record<string, string>
      }
      if (mail.subject === subject) {
        counts.accepted.set(mail.to, (counts.accepted.get(mail.to) ?? 0) + 1)
        const headers = mail.headers
        if (
          !/^<https:\/\/\S+\/unsubscribe\/\w+>$/.test(headers['List-Unsubscribe'] ?? '') ||
          headers['List-Unsubscribe-Post'] !== 'List-Unsubscribe=One-Click'
        ) {
          counts.withoutUnsubscribe += 1
        }
      }
      response.writeHead(200).end(`bench-${counts.attempts}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { url: `http://127.0.0.1:${address.port}/`, counts, server }
}
