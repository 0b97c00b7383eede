// What the call page's posts take: a form of a few fields, never a body past 1 KiB (413, before
// anything is read), and a slot sent as a file read as no slot at all.
import { describe, expect, it } from 'vitest'
import { visibleText } from '../html'
import { requestWith } from '../waitlist/confirmation-helpers'
import {
  hoursFromNow,
  mailing,
  pageToken,
  postCall,
  seedApplication,
  seedSlot,
  standing,
} from './helpers'

describe('the bodies the call page’s posts take', () => {
  it('refuses a body past 1 KiB with 413, booking nothing', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const slot = await seedSlot({ startsAt: hoursFromNow(60) })
    const path = `/application/${await pageToken(id)}/call`
    const large = await postCall(bindings, path, { slot: String(slot), pad: 'x'.repeat(1100) })
    expect(large.status).toBe(413)
    expect(await large.text()).toBe('Too large')
    expect((await standing(id)).live).toEqual([])
  })

  it('reads a slot sent as a file as no slot, and asks for one of the times', async () => {
    const { bindings } = await mailing()
    const id = await seedApplication()
    const slot = await seedSlot({ startsAt: hoursFromNow(61) })
    const form = new FormData()
    form.append('slot', new File([String(slot)], 'slot.txt'))
    const answer = await requestWith(bindings, `/application/${await pageToken(id)}/call`, {
      method: 'POST',
      headers: { Origin: 'https://lumen.test' },
      body: form,
    })
    expect(answer.status).toBe(409)
    expect(visibleText(await answer.text())).toContain('Pick one of the times.')
    expect((await standing(id)).live).toEqual([])
  })
})
