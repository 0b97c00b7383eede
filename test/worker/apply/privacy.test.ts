import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server/index'
import { get, visibleText } from '../html'

describe('the privacy notice', () => {
  it('says what an application collects, how long it is kept and that erasure takes it', async () => {
    const words = visibleText(await (await get('/privacy')).text())
    expect(words).toContain(
      'An application for a cohort (Apply): the cohort, your name, email address and time zone',
    )
    expect(words).toContain('whether you ask about financing or a scholarship, and your consent')
    expect(words).toContain(
      'erasing your address takes every application made with it, confirmed or not.',
    )
    expect(words).toContain('an erasure takes every message, application and waiting-list sign-up')
  })

  it('says what an application keeps and how long a withdrawn or declined one is kept', async () => {
    const words = visibleText(await (await get('/privacy')).text())
    expect(words).toContain(
      'An application keeps its stage, the history of its moves between stages, our notes on it, the call you booked, and our messages about it with your answers.',
    )
    expect(words).toContain(
      'A withdrawn or declined application is deleted 180 days after it was withdrawn or declined, with everything it keeps.',
    )
    // Read as the scheduled job reads the setting: 0 or a typo deletes none, and the notice says so.
    for (const [setting, says] of [
      ['30', 'is deleted 30 days after it was withdrawn or declined'],
      ['0', 'is kept until you or our staff erase it'],
      ['thirty', 'is kept until you or our staff erase it'],
    ]) {
      const page = await app.request(
        'https://lumen.test/privacy',
        {},
        { ...env, APPLICATION_RETENTION_DAYS: setting },
      )
      expect(visibleText(await page.text()), setting).toContain(says)
    }
  })
})
