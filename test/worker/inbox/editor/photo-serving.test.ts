// Instructors' photos served (site-content/photos.ts): shown in the preview through the inbox,
// served on the public site only while the published content names them, at the sizes the page
// draws (a srcset of 96 and 192 px, their size in the page, fetched lazily, never sniffed), kept
// by browsers and caches five minutes at most, and deleted with the person who asks to be erased.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { privacyContent } from '../../../../src/shared/content/privacy'
import { visibleText } from '../../html'
import { metadataIn, webpSize } from '../../site-content/image-metadata'
import { movingClock } from '../../site-content/moving-clock'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm, send } from '../helpers'
import {
  ada,
  adaFields,
  clearPhotosAndContent,
  draftPhoto,
  instructorsForm,
  jpeg,
  sizesOf,
  storedKeys,
  uploadAda,
} from './photos'

const later = movingClock('2026-12-01T12:00:00Z')

beforeEach(async () => {
  await clearPhotosAndContent()
  later()
})

describe("an instructor's photo, served", () => {
  it('is the inbox’s to show while drafted, and the public site’s only once published', async () => {
    const key = await uploadAda()
    const id = key.slice(0, 36)
    const inInbox = await asStaff(`/inbox/content/photos/${id}/192.webp`)
    expect(inInbox.status).toBe(200)
    expect(inInbox.headers.get('Content-Type')).toBe('image/webp')
    expect(inInbox.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // A draft's photo is staff's: kept by no cache on the way, nor by the browser.
    expect(inInbox.headers.get('Cache-Control')).toBe('no-store')
    const shown = new Uint8Array(await inInbox.arrayBuffer())
    expect(webpSize(shown)).toEqual({ width: 192, height: 192 })
    expect(metadataIn(shown)).toEqual([])
    expect((await send(`/inbox/content/photos/${id}/192.webp`)).status).toBe(401)
    expect((await send(`/photos/${id}/192.webp`)).status).toBe(404)
    // A key of the right shape that names nothing stored, and the content's key itself.
    expect((await asStaff(`/inbox/content/photos/${crypto.randomUUID()}/96.webp`)).status).toBe(404)
    expect((await asStaff(`/inbox/content/photos/${key}`)).status).toBe(404)

    const preview = await (await asStaff('/inbox/content/preview/accelerator')).text()
    expect(preview).toContain(`src="/inbox/content/photos/${id}/96.webp"`)
    expect(preview).toContain(
      `srcSet="/inbox/content/photos/${id}/96.webp 96w, /inbox/content/photos/${id}/192.webp 192w"`,
    )

    // Beside an instructor without a photo.
    const grace = { name: 'Grace Sample', role: 'Instructor' }
    await publishRevision({
      instructors: { instructors: [grace, { ...ada, photo: await draftPhoto() }] },
    })
    later()
    for (const size of [96, 192]) {
      const served = await send(`/photos/${id}/${size}.webp`)
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe('image/webp')
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
      // Five minutes, the privacy notice's word: an erased photo's copies expire within them.
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=300')
      const bytes = new Uint8Array(await served.arrayBuffer())
      expect(served.headers.get('Content-Length')).toBe(String(bytes.length))
      expect(webpSize(bytes)).toEqual({ width: size, height: size })
      expect(metadataIn(bytes)).toEqual([])
      const again = await send(`/photos/${id}/${size}.webp`, {
        headers: { 'If-None-Match': served.headers.get('ETag') ?? '' },
      })
      expect(again.status).toBe(304)
    }
    // The content's key is no address: only the sizes are served.
    expect((await send(`/photos/${key}`)).status).toBe(404)

    // Another photo, uploaded since, is the inbox's alone while that version is live.
    const drafted = await instructorsForm(
      adaFields,
      { 'upload.instructors.0.photo.key': jpeg() },
      '1',
    )
    expect(drafted.status).toBe(303)
    const other = (await storedKeys()).find((stored) => !stored.startsWith(id))
    expect((await send(`/photos/${other}`)).status).toBe(404)

    const page = await (await send('/accelerator')).text()
    const img = /<img [^>]*src="\/photos\/[^"]+"[^>]*>/.exec(page)?.[0]
    expect(img).toContain(`src="/photos/${id}/96.webp"`)
    // React writes the attribute srcSet; HTML reads attribute names in any case.
    expect(img).toContain(`srcSet="/photos/${id}/96.webp 96w, /photos/${id}/192.webp 192w"`)
    // Drawn 64 px on phones and 96 px from 640 px (school-facts.tsx).
    expect(img).toContain('sizes="(min-width: 640px) 96px, 64px"')
    expect(img).toContain('width="96"')
    expect(img).toContain('height="96"')
    expect(img).toContain('alt="Ada at a whiteboard"')
    expect(img).toContain('loading="lazy"')
  })

  it('is served only as a photo: a stored file of another type is no photo of the site', async () => {
    const id = crypto.randomUUID()
    await env.PHOTOS.put(`${id}/96.webp`, '<script>alert(1)</script>', {
      httpMetadata: { contentType: 'text/html' },
    })
    await publishRevision({
      instructors: {
        instructors: [{ ...ada, photo: { key: `${id}.webp`, width: 10, height: 10, alt: 'Ada' } }],
      },
    })
    later()
    expect((await send('/accelerator')).status).toBe(200)
    const served = await send(`/photos/${id}/96.webp`)
    expect(served.status).toBe(404)
    expect(await served.text()).not.toContain('<script>alert(1)</script>')
  })

  it('is gone from R2 and the site with the person who asks to be erased', async () => {
    const key = await uploadAda()
    await publishRevision({
      instructors: { instructors: [{ ...ada, photo: await draftPhoto() }] },
    })
    const erased = await postForm('/inbox/content/erase-person', {
      name: ada.name,
      confirm: 'erase',
    })
    expect(erased.status).toBe(303)
    expect(await storedKeys()).toEqual([])
    later()
    expect((await send(`/photos/${key.slice(0, 36)}/96.webp`)).status).toBe(404)
  })

  it('is kept by browsers and caches no longer than the privacy notice says', async () => {
    const people = privacyContent.sections(settingsOff).find((section) => section.id === 'people')
    const promise =
      'A browser or a cache on the way keeps a copy of a photo for 5 minutes at most: after an erasure its address stops working everywhere within 5 minutes.'
    expect(people?.paragraphs.join(' ')).toContain(promise)
    expect(visibleText(await (await send('/privacy')).text())).toContain(promise)
    const key = await uploadAda()
    await publishRevision({ instructors: { instructors: [{ ...ada, photo: await draftPhoto() }] } })
    later()
    const served = await send(`/photos/${sizesOf(key)[1]}`)
    expect(served.headers.get('Cache-Control')).toBe(`public, max-age=${5 * 60}`)
  })
})

const settingsOff = {
  retentionDays: null,
  spamRetentionDays: null,
  applicationRetentionDays: null,
  email: false,
  webhook: false,
  turnstile: false,
  conversation: false,
}
