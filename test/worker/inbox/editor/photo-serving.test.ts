// Instructors' photos served (site-content/photos.ts): shown in the preview through the inbox,
// served on the public site only while the published content names them (their size in the page,
// fetched lazily, never sniffed), and deleted with the person who asks to be erased.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { fixture } from '../../site-content/image-bytes'
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
    const inInbox = await asStaff(`/inbox/content/photos/${key}`)
    expect(inInbox.status).toBe(200)
    expect(inInbox.headers.get('Content-Type')).toBe('image/jpeg')
    expect(inInbox.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // A draft's photo is staff's: kept by no cache on the way, nor by the browser.
    expect(inInbox.headers.get('Cache-Control')).toBe('no-store')
    expect(new Uint8Array(await inInbox.arrayBuffer())).toEqual(fixture('photo-333x517-exif.jpg'))
    expect((await send(`/inbox/content/photos/${key}`)).status).toBe(401)
    expect((await send(`/photos/${key}`)).status).toBe(404)
    // A key of the right shape that names nothing stored.
    expect((await asStaff(`/inbox/content/photos/${crypto.randomUUID()}.png`)).status).toBe(404)

    const preview = await (await asStaff('/inbox/content/preview/accelerator')).text()
    expect(preview).toContain(`src="/inbox/content/photos/${key}"`)

    // Beside an instructor without a photo.
    const grace = { name: 'Grace Sample', role: 'Instructor' }
    await publishRevision({
      instructors: { instructors: [grace, { ...ada, photo: await draftPhoto() }] },
    })
    later()
    const served = await send(`/photos/${key}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=604800')
    expect(served.headers.get('Content-Length')).toBe('1821')
    const again = await send(`/photos/${key}`, {
      headers: { 'If-None-Match': served.headers.get('ETag') ?? '' },
    })
    expect(again.status).toBe(304)

    // Another photo, uploaded since, is the inbox's alone while that version is live.
    const drafted = await instructorsForm(
      adaFields,
      { 'upload.instructors.0.photo.key': jpeg() },
      '1',
    )
    expect(drafted.status).toBe(303)
    const other = (await storedKeys()).find((stored) => stored !== key)
    expect((await send(`/photos/${other}`)).status).toBe(404)

    const page = await (await send('/accelerator')).text()
    const img = /<img [^>]*src="\/photos\/[^"]+"[^>]*>/.exec(page)?.[0]
    expect(img).toContain(`src="/photos/${key}"`)
    expect(img).toContain('width="333"')
    expect(img).toContain('height="517"')
    expect(img).toContain('alt="Ada at a whiteboard"')
    expect(img).toContain('loading="lazy"')
  })

  it('is served only as a photo: a stored file of another type is no photo of the site', async () => {
    const key = `${crypto.randomUUID()}.jpg`
    await env.PHOTOS.put(key, '<script>alert(1)</script>', {
      httpMetadata: { contentType: 'text/html' },
    })
    await publishRevision({
      instructors: {
        instructors: [{ ...ada, photo: { key, width: 10, height: 10, alt: 'Ada' } }],
      },
    })
    later()
    expect((await send('/accelerator')).status).toBe(200)
    const served = await send(`/photos/${key}`)
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
    expect((await send(`/photos/${key}`)).status).toBe(404)
  })
})
