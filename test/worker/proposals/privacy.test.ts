import { describe, expect, it } from 'vitest'
import { get, visibleText } from '../html'

describe('the privacy notice', () => {
  it('says what a proposal request collects, how long it is kept and that erasure takes it', async () => {
    const words = visibleText(await (await get('/privacy')).text())
    expect(words).toContain(
      'A proposal request (Corporate, Technical): your company, name and work email, the team’s size, the topics, timeline, format and budget band you chose, and your message',
    )
    expect(words).toContain(
      'kept with its stages and our notes until you ask us to erase it; erasing your address takes every request made with it',
    )
  })

  it('says an application or a request nobody confirms is deleted after 7 days', async () => {
    const words = visibleText(await (await get('/privacy')).text())
    expect(words).toContain(
      'An application or a proposal request nobody confirms from the link we email is deleted 7 days after it was last sent, with everything it keeps.',
    )
  })
})
