// The published content as this isolate serves it (docs/architecture.md, "The school's content").
// Isolates in other locations cannot be told of a publish, and a D1 read on every page request
// would cost every visitor a round trip: so each isolate asks which version is live at most once
// every `checkEveryMs` (one row of one index), and reads the content itself only when that
// version changed. A publish is served everywhere within that interval plus one request; the page
// cache's variant and the ETag carry the version, so kept pages and browsers' copies renew alone.
import { upgradedContent } from './schedule-upgrade.ts'

/** Every group as published, by name; groups never published are absent (the code's defaults). */
export type PublishedContent = Readonly<Record<string, unknown>>

/** What this isolate serves: the live revision's id (0: nothing published yet) and its content. */
export type LiveContent = { version: number; content: PublishedContent }

/** How often an isolate asks for the live version: a publish is served within this, plus a request. */
export const checkEveryMs = 5_000

/** Before anything is published, and while D1 cannot be read on a cold isolate: the code's defaults. */
export const noContent: LiveContent = { version: 0, content: {} }

type Kept = LiveContent & { checkedAt: number }

/**
 * One isolate's view of the live content (the worker makes one; a test makes two to play two
 * isolates). `read` answers from memory while the last check is recent, asks D1 otherwise.
 */
export function liveContentReader(every = checkEveryMs) {
  let kept: Kept | undefined
  async function read(db: D1Database, now = Date.now()): Promise<LiveContent> {
    // A clock set back (or a test's) is no reason to serve the kept version past the interval.
    if (kept && now >= kept.checkedAt && now - kept.checkedAt < every) return kept
    try {
      const latest = await db
        .prepare('SELECT MAX(id) AS version FROM content_revisions')
        .first<{ version: number | null }>()
      const version = latest?.version ?? 0
      if (kept?.version === version) {
        kept.checkedAt = now
        return kept
      }
      const content = version === 0 ? {} : ((await revisionContent(db, version)) ?? {})
      kept = { version, content, checkedAt: now }
      return kept
    } catch (error) {
      // D1 unreachable: the content last read stays served (or, on a cold isolate, the
      // defaults, and the next request asks again). A page never fails for this.
      console.error('live content: the published version could not be read', error)
      if (!kept) return noContent
      kept.checkedAt = now // asked again after the interval, not by every request meanwhile
      return kept
    }
  }
  /** The next read asks D1: this isolate has just published, and serves it at once. */
  read.renew = () => {
    if (kept) kept.checkedAt = Number.NEGATIVE_INFINITY
  }
  return read
}

/** One publish's content, or null when there is no such revision. */
export async function revisionContent(
  db: D1Database,
  id: number,
): Promise<PublishedContent | null> {
  const row = await db
    .prepare('SELECT body FROM content_revisions WHERE id = ?')
    .bind(id)
    .first<{ body: string }>()
  // Stored in whatever shape the build of its day wrote: read in today's.
  return row ? upgradedContent(JSON.parse(row.body) as PublishedContent) : null
}

/** This isolate's reader: what every page request asks. */
export const readLiveContent = liveContentReader()
