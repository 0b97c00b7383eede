import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { announcementContent } from '../content/announcement'
import { type ContentGroup, contentGroupNames } from '../site-content/schema/index.ts'
import { callsInboxContent } from './content/calls'
import { editorContent } from './content/editor'
import { versionsContent } from './content/editor-versions'
import { inboxContent } from './content/inbox'

// What an erasure did is said once, on the page it leads to, from a short-lived cookie the
// redirect sets: never from the URL, where any link could claim "9999 messages deleted".

const noticeCookie = 'inbox_notice'

/**
 * What the next inbox page says: a message deleted, n from an address, an address off the lists,
 * an announcement queued or found already sent, its failed emails queued again, a revision of
 * the site's content restored as the draft, a group's draft saved, a reply form posted again after it was sent (the
 * reply's entry, for the message page to say when).
 */
export type Notice =
  | 'deleted'
  | 'waitlist-erased'
  | 'announced'
  | 'announce-already'
  | { erased: number }
  | { retried: number }
  | { restored: number; setAside: number }
  | { restoredDraft: ContentGroup }
  | { saved: ContentGroup }
  | { published: number }
  | { personErased: number }
  | { alreadySent: number }
  | { slotsPublished: number; skipped: number }
  | 'slot-withdrawn'
  | 'slot-kept'

const options = (c: Context) => ({
  path: '/inbox',
  httpOnly: true,
  sameSite: 'Strict' as const,
  secure: new URL(c.req.url).protocol === 'https:',
})

/** Leaves a notice for the page the redirect goes to (a minute at most). */
export function leaveNotice(c: Context, notice: Notice) {
  const value =
    typeof notice === 'string'
      ? notice
      : 'erased' in notice
        ? `erased-${notice.erased}`
        : 'retried' in notice
          ? `retried-${notice.retried}`
          : 'restored' in notice
            ? `restored-${notice.restored}-${notice.setAside}`
            : 'restoredDraft' in notice
              ? `restored-draft-${notice.restoredDraft}`
              : 'saved' in notice
                ? `saved-${notice.saved}`
                : 'published' in notice
                  ? `published-${notice.published}`
                  : 'personErased' in notice
                    ? `person-erased-${notice.personErased}`
                    : 'slotsPublished' in notice
                      ? `slots-published-${notice.slotsPublished}-${notice.skipped}`
                      : `already-sent-${notice.alreadySent}`
  setCookie(c, noticeCookie, value, { ...options(c), maxAge: 60 })
}

/** The notice left for this page, in words, once: reading it clears it. */
export function takeNotice(c: Context): string | null {
  const value = getCookie(c, noticeCookie)
  if (value === undefined) return null
  deleteCookie(c, noticeCookie, options(c))
  if (value === 'deleted') return inboxContent.notices.deleted
  if (value === 'waitlist-erased') return inboxContent.waitlists.erase.done
  if (value === 'announced') return announcementContent.inbox.notices.queued
  if (value === 'announce-already') return announcementContent.inbox.notices.already
  if (value === 'slot-withdrawn') return callsInboxContent.notices.withdrawn
  if (value === 'slot-kept') return callsInboxContent.notices.notWithdrawn
  const [, slots, skipped] = /^slots-published-(\d{1,2})-(\d{1,2})$/.exec(value) ?? []
  if (slots && skipped) return callsInboxContent.notices.published(Number(slots), Number(skipped))
  const retried = /^retried-(\d{1,9})$/.exec(value)?.[1]
  if (retried !== undefined) {
    const count = Number(retried)
    return count > 0
      ? announcementContent.inbox.notices.retried(count)
      : announcementContent.inbox.notices.retriedNone
  }
  const [, restored, setAside] = /^restored-(\d{1,15})-(\d{1,2})$/.exec(value) ?? []
  if (restored && setAside)
    return versionsContent.notices.restored(Number(restored), Number(setAside))
  const draft = contentGroupNames.find((group) => value === `restored-draft-${group}`)
  if (draft) return versionsContent.notices.restoredDraft(editorContent.groups[draft])
  const personErased = /^person-erased-(\d{1,9})$/.exec(value)?.[1]
  if (personErased !== undefined) return editorContent.notices.personErased(Number(personErased))
  const published = Number(/^published-(\d{1,15})$/.exec(value)?.[1])
  if (published > 0) return editorContent.notices.published(published)
  const saved = contentGroupNames.find((group) => value === `saved-${group}`)
  if (saved) return editorContent.notices.saved(editorContent.groups[saved])
  const erased = Number(/^erased-(\d{1,9})$/.exec(value)?.[1])
  return erased > 0 ? inboxContent.notices.erased(erased) : null
}

/** On a message page: the reply a used form named (its entry's id), once; reading it clears it. */
export function takeAlreadySent(c: Context): number | null {
  const entry = Number(/^already-sent-(\d{1,15})$/.exec(getCookie(c, noticeCookie) ?? '')?.[1])
  if (!entry) return null
  deleteCookie(c, noticeCookie, options(c))
  return entry
}
