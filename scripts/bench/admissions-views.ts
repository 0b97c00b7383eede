// The views the admissions benchmark compares: each view of the room of applications beside the
// message list's view it stands for, page 2 by the pages' own "Older" links, deep pages by cursor.
import { applicationsCursor } from './admissions-seed.ts'
import { benchCursor, type Db, deepCursor } from './inbox-seed.ts'

/** The "Older" link of a first page, as staff would follow it to page 2. */
async function olderLink(origin: string, path: string, headers: Record<string, string>) {
  const html = await (await fetch(`${origin}${path}`, { headers })).text()
  const href = /<a href="([^"]+)"[^>]*rel="next"/.exec(html)?.[1]
  if (!href) throw new Error(`${path} has no link to an older page`)
  const link = href.replaceAll('&amp;', '&')
  // The worker's own token, written again as the bench writes its deep cursors: they must agree.
  const token = new URL(link, origin).searchParams.get('after') ?? ''
  const [receivedAt = '', id = ''] = Buffer.from(token, 'base64url').toString().split('|')
  if (benchCursor({ receivedAt, id }) !== token)
    throw new Error(`the bench's cursors are not ${token}`)
  return link
}

export type Pair = [name: string, room: string, list: string]

/** Each view of the room beside the message list's view it stands for. */
export async function pairs(
  db: Db,
  origin: string,
  headers: Record<string, string>,
  messages: number,
): Promise<Pair[]> {
  const room = '/inbox/applications'
  return [
    ['default view / first page (New)', room, '/inbox'],
    ['a stage (Applied) / a state (Handled)', `${room}?stage=applied`, '/inbox?state=handled'],
    ['the board / every state', `${room}?view=board`, '/inbox?state=all'],
    [
      'page 2 (its "Older" link)',
      await olderLink(origin, room, headers),
      await olderLink(origin, '/inbox', headers),
    ],
    [
      'a deep page by cursor (90 % down)',
      `${room}?after=${await applicationsCursor(db, 0.9)}`,
      `/inbox?after=${await deepCursor(db, messages * 0.8)}`,
    ],
    ['search, a name in 5', `${room}?q=hopper`, '/inbox?state=all&q=hopper'],
    ['search, a word in 1 %', `${room}?q=evening`, '/inbox?state=all&q=evening'],
  ]
}
