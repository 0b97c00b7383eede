import { spawnSync } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { webhookSignature } from '../../src/server/outbox/webhook.ts'
import { startInProject } from './reader.ts'

// The docs' smaller commands, typed as shown, from the project's folder.
const repo = new URL('../../', import.meta.url).pathname
let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

describe('npx node scripts/webhook-receiver.ts <port> <secret>', () => {
  it('prints each message the worker signed, and refuses one it did not', async () => {
    const secret = 'receiver-secret-0123456789'
    const port = String(20_000 + Math.floor(Math.random() * 20_000))
    const receiver = startInProject(repo, [
      'bash',
      '-c',
      `exec ${'npx node scripts/webhook-receiver.ts'} ${port} ${secret}`,
    ])
    stop = receiver.stop
    const url = `http://127.0.0.1:${port}/contact`
    await expect
      .poll(receiver.output, { timeout: 10_000 })
      .toContain(`listening on ${url} (checking signatures)`)

    const body = JSON.stringify({ type: 'contact_message', id: 'm-1', message: 'Hello' })
    const post = (signature: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Lumen-Signature': signature, 'Lumen-Message-Id': 'm-1' },
        body,
      })
    const now = Math.floor(Date.now() / 1000)
    expect((await post(await webhookSignature(secret, now, body))).status).toBe(204)
    expect((await post(await webhookSignature('another secret', now, body))).status).toBe(401)
    expect((await post(await webhookSignature(secret, now - 600, body))).status).toBe(401)
    await expect.poll(receiver.output).toContain(body)
    expect(receiver.output().split(body)).toHaveLength(2)
  })
})

describe('npm run mutate [module…]', () => {
  it('starts under plain Node and names the modules it knows when given another', () => {
    const run = spawnSync('npm', ['run', 'mutate', '--', 'no-such-module'], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Unknown module no-such-module; choose from: page-cache, forms,')
  })
})
