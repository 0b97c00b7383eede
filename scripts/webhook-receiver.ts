// A webhook receiver for local runs and the benchmark: it checks each POST's signature the way
// docs/architecture.md "The signature" documents, counts deliveries by message id, and can fail on purpose.
//
//   node scripts/webhook-receiver.ts [port] [secret]     prints each message it accepts
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'

/** The receiver's side of the signature (docs/architecture.md "The signature"): true for a fresh, genuine body. */
export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  const fields = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  )
  const timestamp = Number(fields.get('t'))
  if (!Number.isInteger(timestamp)) return false
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false // a replay
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
  const given = Buffer.from(fields.get('v1') ?? '', 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export type ReceiverCounts = {
  /** Every POST that arrived. */
  requests: number
  /** Answered 500 on purpose. */
  refused: number
  /** Refused for a missing or wrong signature (never expected). */
  badSignatures: number
  /** Accepted (2xx) POSTs by message id: more than 1 is a duplicate. */
  accepted: Map<string, number>
}

export type Receiver = { url: string; counts: ReceiverCounts; server: Server }

/** Listens on 127.0.0.1; with `failEvery` n, every n-th POST is answered 500. */
export async function startWebhookReceiver(options: {
  secret?: string
  failEvery?: number
  port?: number
  onMessage?: (message: unknown) => void
}): Promise<Receiver> {
  const counts: ReceiverCounts = { requests: 0, refused: 0, badSignatures: 0, accepted: new Map() }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      counts.requests += 1
      const body = Buffer.concat(chunks).toString('utf8')
      const signature = request.headers['lumen-signature']
      if (options.secret && !verifySignature(String(signature ?? ''), body, options.secret)) {
        counts.badSignatures += 1
        response.writeHead(401).end()
        return
      }
      if (options.failEvery && counts.requests % options.failEvery === 0) {
        counts.refused += 1
        response.writeHead(500).end()
        return
      }
      const id = String(request.headers['lumen-message-id'])
      counts.accepted.set(id, (counts.accepted.get(id) ?? 0) + 1)
      options.onMessage?.(JSON.parse(body))
      response.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}/contact`, counts, server }
}

if (import.meta.main) {
  const [port = '8799', secret] = process.argv.slice(2)
  const receiver = await startWebhookReceiver({
    port: Number(port),
    secret,
    onMessage: (message) => console.log(JSON.stringify(message)),
  })
  console.log(`listening on ${receiver.url}${secret ? ' (checking signatures)' : ''}`)
}
