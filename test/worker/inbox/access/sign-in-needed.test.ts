// What someone who is not signed in reads at /inbox (access/guard.ts): a page that says how to
// sign in, with the refusal's own status. Locally (a development key, as npm run inbox:local
// writes it) that is the local sign-in; anywhere else Cloudflare Access, and nothing local.
import { describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { accessEnv, keyPair, send, signToken } from '../helpers'

/** The settings of a deployed inbox: a real Access team domain (its keys held here for the test). */
const production = () => accessEnv({ ACCESS_TEAM_DOMAIN: 'https://school.cloudflareaccess.com' })

async function page(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  const html = await response.text()
  return {
    words: visibleText(html),
    links: attributeValues(html, 'a', 'href'),
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  }
}

describe('the inbox to someone not signed in', () => {
  it('says locally how to sign in: npm run inbox:local, then the link it prints (401)', async () => {
    const response = await send('/inbox')
    expect(response.status).toBe(401)
    const { words, links } = await page(response)
    expect(words).toContain('The inbox needs a sign-in')
    expect(words).toContain('npm run inbox:local')
    // The sign-in returns to the page asked for.
    expect(links).toContain('/inbox/sign-in?next=%2Finbox')
    const expired = await send('/inbox/content?group=faq', {
      headers: { Cookie: `CF_Authorization=${await signToken({ expiresIn: -60 })}` },
    })
    expect(expired.status).toBe(401)
    const again = await page(expired)
    expect(again.words).toContain('once it has ended, run the command again')
    expect(again.links).toContain('/inbox/sign-in?next=%2Finbox%2Fcontent%3Fgroup%3Dfaq')
  })

  it('says locally to sign in again with a new token when the token is refused (403)', async () => {
    const other = await keyPair()
    const response = await send('/inbox/content', {
      headers: { Cookie: `CF_Authorization=${await signToken({ key: other.privateKey })}` },
    })
    expect(response.status).toBe(403)
    const { words, links } = await page(response)
    expect(words).toContain('Your sign-in was not accepted')
    expect(words).toContain('Run npm run inbox:local again')
    expect(links).toContain('/inbox/sign-in?next=%2Finbox%2Fcontent')
  })

  it('points to Cloudflare Access where the inbox is deployed, and never to a local step', async () => {
    const unsigned = await send('/inbox', {}, await production())
    expect(unsigned.status).toBe(401)
    const first = await page(unsigned)
    expect(first.words).toContain('Cloudflare Access')
    expect(first.links).toContain('https://school.cloudflareaccess.com')
    const refused = await send(
      '/inbox',
      { headers: { 'Cf-Access-Jwt-Assertion': await signToken({ audience: 'another-app' }) } },
      await production(),
    )
    expect(refused.status).toBe(403)
    const second = await page(refused)
    expect(second.words).toContain('Your sign-in was not accepted')
    expect(second.links).toContain('/cdn-cgi/access/logout')
    // Each refusal links its own next step only: Access's sign-in, or signing out of it.
    expect(first.links).not.toContain('/cdn-cgi/access/logout')
    expect(second.links).not.toContain('https://school.cloudflareaccess.com')
    // A space between the sentence and its link, as a browser lays them out (React's text marks aside).
    expect(first.html.replaceAll('<!-- -->', '')).toContain(
      'where Access asks you to sign in: <a href="https://school.cloudflareaccess.com"',
    )
    expect(first.title).toBe('Sign in to the inbox · Lumen Code Academy')
    for (const { words, links } of [first, second]) {
      expect(words).not.toContain('inbox:local')
      expect(links.filter((link) => link.startsWith('/inbox/sign-in'))).toEqual([])
    }
  })
})
