import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { notesOf } from '../../../../src/server/inbox/message/notes'
import { announcing, clearLists, staffPost } from '../../announcement/helpers'
import { visibleText } from '../../html'
import { flakyMailer } from '../../outbox/outbox'
import { postForm, seedMessage } from '../helpers'
import { entriesOf, postReply } from './reply-posts'

// What staff type, at its bounds: a reply (4,000 characters), a note (2,000), an announcement
// (a one-line subject of 150, a text of 4,000). At the limit it is taken, one past it is refused
// with the limit named; line endings as a browser sends them (CRLF, or a lone CR) become line
// breaks, and the space around a text is not kept.
const storedAnnouncement = () =>
  env.DB.prepare('SELECT subject, body FROM waitlist_announcements').first<{
    subject: string
    body: string
  }>()

describe('a reply’s bounds', () => {
  it('takes 4,000 characters and refuses 4,001, naming the limit', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const refused = await postReply(mailer, id, 'y'.repeat(4001), crypto.randomUUID())
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('A reply can be at most 4000 characters.')
    expect(await entriesOf(id)).toEqual([])
    expect((await postReply(mailer, id, 'y'.repeat(4000), crypto.randomUUID())).status).toBe(303)
    expect(await entriesOf(id)).toMatchObject([{ body: 'y'.repeat(4000) }])
  })

  it('keeps the lines as typed, in any line ending, without the space around them', async () => {
    const id = await seedMessage()
    const typed = '  Dear Ada,\r\nthe cohort\rstarts soon.  \r\n'
    expect((await postReply(flakyMailer(), id, typed, crypto.randomUUID())).status).toBe(303)
    expect(await entriesOf(id)).toMatchObject([{ body: 'Dear Ada,\nthe cohort\nstarts soon.' }])
  })

  it('says an empty reply is empty, and refuses a form key that is not one', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const empty = await postReply(mailer, id, ' \r\n ', crypto.randomUUID())
    expect(await empty.text()).toBe('Write a reply before sending it.')
    const key = crypto.randomUUID()
    for (const forged of [`x${key}`, `${key}x`, key.toUpperCase(), key.replaceAll('-', '')]) {
      const refused = await postReply(mailer, id, 'Hello', forged)
      expect(refused.status, forged).toBe(400)
      expect(await refused.text()).toBe(
        'This form has expired: reload the page and send the reply again.',
      )
    }
    expect(await entriesOf(id)).toEqual([])
  })

  it('is a 404 for a message that does not exist, storing nothing', async () => {
    const missing = crypto.randomUUID()
    const response = await postReply(flakyMailer(), missing, 'Hello', crypto.randomUUID())
    expect(response.status).toBe(404)
    expect(await entriesOf(missing)).toEqual([])
  })
})

describe('a note’s bounds', () => {
  it('takes 2,000 characters and refuses 2,001; keeps its lines without the space around', async () => {
    const id = await seedMessage()
    const refused = await postForm(`/inbox/${id}/note`, { note: 'n'.repeat(2001) })
    expect(await refused.text()).toBe('A note holds at most 2000 characters.')
    expect((await postForm(`/inbox/${id}/note`, { note: 'n'.repeat(2000) })).status).toBe(303)
    await postForm(`/inbox/${id}/note`, { note: '  Called back\r\nno answer\rtry later  ' })
    expect((await notesOf(env.DB, id)).map(({ note }) => note)).toEqual([
      'n'.repeat(2000),
      'Called back\nno answer\ntry later',
    ])
  })
})

describe('an announcement’s bounds', () => {
  const announce = async (fields: Record<string, string>) =>
    staffPost(
      '/inbox/waitlists/announce/technical',
      { ...fields, confirm: 'send' },
      await announcing(),
    )
  const invalid = 'The subject (up to 150 characters) and the text (up to 4,000) are both needed.'

  it.each([
    ['a subject of 151 characters', { subject: 's'.repeat(151), body: 'Open' }],
    ['a subject on two lines', { subject: 'Open\nnow', body: 'Open' }],
    ['a subject with a carriage return', { subject: 'Open\rnow', body: 'Open' }],
    ['a text of 4,001 characters', { subject: 'Open', body: 'b'.repeat(4001) }],
    ['a text of spaces and line breaks', { subject: 'Open', body: ' \r\n \n ' }],
    ['no text', { subject: 'Open' }],
  ])('refuses %s, sending nothing', async (_, fields) => {
    await clearLists()
    const refused = await announce(fields)
    expect(refused.status).toBe(400)
    expect(visibleText(await refused.text())).toContain(invalid)
    expect(await storedAnnouncement()).toBeNull()
  })

  it('takes a subject of 150 and a text of 4,000, its lines in any line ending', async () => {
    await clearLists()
    expect((await announce({ subject: 's'.repeat(150), body: 'b'.repeat(4000) })).status).toBe(303)
    expect(await storedAnnouncement()).toEqual({ subject: 's'.repeat(150), body: 'b'.repeat(4000) })
    await clearLists()
    const typed = { subject: '  We are open  ', body: '  Dear reader,\r\nwe\ropen.  \r\n' }
    expect((await announce(typed)).status).toBe(303)
    expect(await storedAnnouncement()).toEqual({
      subject: 'We are open',
      body: '  Dear reader,\nwe\nopen.',
    })
  })
})
