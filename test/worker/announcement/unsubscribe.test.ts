import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { unsubscribeToken } from '../../../src/server/announcement/unsubscribe-token'
import { attributeValues, visibleText } from '../html'
import { send } from '../inbox/helpers'
import { announcing, clearLists, secret, seedList, sendAnnouncement } from './helpers'

type Signup = { id: string; email: string; offering: 'corporate' | 'technical' }

const signupOf = (email: string, offering = 'technical') =>
  env.DB.prepare(
    'SELECT id, email, offering FROM waitlist_signups WHERE email = ? AND offering = ?',
  )
    .bind(email, offering)
    .first<Signup>()

const outboxOf = (signupId: string) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE signup_id = ?')
    .bind(signupId)
    .first<{ n: number }>()
    .then((row) => row?.n)

const linkOf = async (signup: Signup, key = secret) =>
  `/unsubscribe/${await unsubscribeToken(key, signup.offering, signup.id)}`

/** What a mail provider sends for RFC 8058 one-click: a POST from nowhere, no cookie, no Access. */
const oneClick = async (path: string) =>
  send(
    path,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://mail.example',
      },
      body: 'List-Unsubscribe=One-Click',
    },
    await announcing(),
  )

const open = async (path: string) => send(path, {}, await announcing())

/** A page's words (it never shows its own token, so two links' pages read alike). */
const wordsOf = async (response: Response) => visibleText(await response.text())

/** An announced list of three, each queued in the outbox. */
async function announcedList() {
  await seedList('technical', 3, 'leaving')
  await seedList('corporate', 1, 'leaving')
  await sendAnnouncement('technical', await announcing())
  return (await signupOf('leaving1@example.com')) as Signup
}

beforeEach(clearLists)

describe('leaving a waiting list from the announcement’s link', () => {
  it('erases the sign-up and its queued email on a one-click POST, without signing in', async () => {
    const signup = await announcedList()
    expect(await outboxOf(signup.id)).toBe(1)
    const response = await oneClick(await linkOf(signup))
    expect(response.status).toBe(200)
    expect(visibleText(await response.text())).toContain(
      'Your address is not on the waiting list for Technical Offerings',
    )
    expect(await signupOf(signup.email)).toBeNull()
    expect(await outboxOf(signup.id)).toBe(0)
    // Only the list the email was about: the other list and the other addresses stay.
    expect(await signupOf(signup.email, 'corporate')).not.toBeNull()
    expect(await signupOf('leaving2@example.com')).not.toBeNull()
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('only asks on a GET (a link scanner’s visit erases nothing)', async () => {
    const signup = await announcedList()
    const response = await open(await linkOf(signup))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visibleText(html)).toContain(
      'Take your address off the waiting list for Technical Offerings?',
    )
    expect(attributeValues(html, 'form', 'method')).toEqual(['post'])
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"')
    expect(await signupOf(signup.email)).not.toBeNull()
    expect(await outboxOf(signup.id)).toBe(1)
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
  })

  it('refuses a forged, altered or foreign link and erases nothing', async () => {
    const signup = await announcedList()
    const link = await linkOf(signup)
    const flipped = link.endsWith('0') ? `${link.slice(0, -1)}1` : `${link.slice(0, -1)}0`
    const otherList = link.replace('/unsubscribe/t', '/unsubscribe/c')
    const foreign = await linkOf(signup, 'another-secret-of-at-least-32-characters')
    for (const path of [flipped, otherList, foreign, '/unsubscribe/t123', `${link}x`]) {
      const posted = await oneClick(path)
      expect(posted.status, path).toBe(404)
      expect(visibleText(await posted.text())).toContain('This link does not work')
      expect((await open(path)).status, path).toBe(404)
    }
    expect(await signupOf(signup.email)).not.toBeNull()
    expect(await outboxOf(signup.id)).toBe(1)
  })

  it('answers an erased address’s link as it answers any other, telling nobody whether it was there', async () => {
    const signup = await announcedList()
    const link = await linkOf(signup)
    const stillThere = (await signupOf('leaving2@example.com')) as Signup
    const askBefore = await wordsOf(await open(link))
    const first = await oneClick(link)
    const again = await oneClick(link)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(await wordsOf(again)).toBe(await wordsOf(first))
    const askAfter = await open(link)
    expect(askAfter.status).toBe(200)
    expect(await wordsOf(askAfter)).toBe(askBefore)
    expect(await wordsOf(await open(await linkOf(stillThere)))).toBe(askBefore)
  })
})
