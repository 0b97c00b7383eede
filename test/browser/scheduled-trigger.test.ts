import { describe, expect, it } from 'vitest'
import { baseURL, storedMessages } from './browser'

// The scheduled job through the local tools' path, as `npm start` serves it: no browser needed.
const trigger = (query = '') => fetch(new URL(`/cdn-cgi/handler/scheduled${query}`, baseURL))

describe('the scheduled job, run by hand against the built worker', () => {
  it('answers ok at /cdn-cgi/handler/scheduled', async () => {
    const response = await trigger()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
  })

  it('runs the real job: at a time 400 days on, retention deletes today’s message', async () => {
    const email = `retention-${Date.now()}@example.com`
    const sent = await fetch(new URL('/api/contact/send', baseURL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '192.0.2.77' },
      body: JSON.stringify({ name: 'Ada', email, message: 'Kept a year, then gone.' }),
    })
    expect(sent.status).toBe(201)
    expect(storedMessages(email)).toHaveLength(1)

    expect((await trigger(`?time=${Date.now() + 30 * 86_400_000}`)).status).toBe(200)
    expect(storedMessages(email)).toHaveLength(1)
    expect((await trigger(`?time=${Date.now() + 400 * 86_400_000}`)).status).toBe(200)
    expect(storedMessages(email)).toEqual([])
  })

  it('is the only path of its kind: the rest of /cdn-cgi/handler/ is not served', async () => {
    expect((await trigger('x')).status).toBe(404)
  })
})
