// A visitor's posts to the worker in tests, from an address of their own and the site's origin:
// JSON as an island sends it, or a form as a browser without JavaScript posts it (no redirect
// followed), each with the test's bindings over the environment's.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../src/server'
import type { Bindings } from '../../src/server/settings/env'
import { newAddress } from './html'

type Post = {
  type: 'application/json' | 'application/x-www-form-urlencoded'
  body: string
  bindings: Partial<Bindings>
  headers?: Record<string, string>
  address?: string
}

/** A POST to `path` of https://lumen.test, waiting for what it left to do after answering. */
export async function visitorPost(path: string, { type, body, bindings, headers, address }: Post) {
  const ctx = createExecutionContext()
  const response = await app.request(
    `https://lumen.test${path}`,
    {
      method: 'POST',
      ...(type === 'application/json' ? {} : { redirect: 'manual' as const }),
      headers: {
        'Content-Type': type,
        'CF-Connecting-IP': address ?? newAddress(),
        Origin: 'https://lumen.test',
        ...headers,
      },
      body,
    },
    { ...env, ...bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}
