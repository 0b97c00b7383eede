// Every page names the content version it was rendered from (site-content/middleware.ts): the
// header the editor's live check reads, and by which anyone can see whether a publish is served.
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { routeList } from '../../../src/shared/routes'
import { movingClock } from './moving-clock'
import { publishRevision } from './revisions'

const later = movingClock('2026-12-01T12:00:00Z')

const versionOf = async (path: string) =>
  (await SELF.fetch(`https://lumen.test${path}`)).headers.get('Content-Version')

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
  later()
})

describe('the content version a page names', () => {
  it('is 0 on every page before anything is published, then the publish’s id', async () => {
    for (const { path } of routeList) expect(await versionOf(path), path).toBe('0')
    const id = await publishRevision({ faq: { faq: [] } })
    later()
    for (const { path } of routeList) expect(await versionOf(path), path).toBe(String(id))
  })
})
