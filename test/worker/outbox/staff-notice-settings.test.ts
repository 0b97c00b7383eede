// The notification settings as `npm start` and the worker check them, and the reason the outbox
// records on a message's notice that cannot be sent: not configured, or which setting is missing.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendNotificationEmail } from '../../../src/server/contact/notify'
import type { OutboxItem } from '../../../src/server/outbox/item'
import { type StaffNotice, sendStaffNotice } from '../../../src/server/outbox/staff-notice'
import { notifySettingsProblem } from '../../../src/server/settings/email'
import type { Bindings } from '../../../src/server/settings/env'
import { flakyMailer } from './outbox'
import { message } from './staff-notice-fixtures'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the notification settings as `npm start` and the worker check them', () => {
  it('have nothing to say while notifications are off (no binding, or no recipient)', () => {
    expect(notifySettingsProblem({ mailer: false, to: 'team@lumen.test' })).toBeUndefined()
    expect(notifySettingsProblem({ mailer: true })).toBeUndefined()
    expect(notifySettingsProblem({ mailer: true, to: '  ' })).toBeUndefined()
  })

  it('name the missing sender once the binding and the recipient are set', () => {
    expect(notifySettingsProblem({ mailer: true, to: 'team@lumen.test' })).toMatch(
      /^CONTACT_NOTIFY_FROM is not set/,
    )
  })
})

describe('a notice that cannot be sent', () => {
  it('says notifications are not configured, and sends nothing', async () => {
    await expect(sendNotificationEmail({}, message)).rejects.toThrow(
      'email notifications are not configured',
    )
  })

  it('says which setting is missing, and sends nothing', async () => {
    const mailer = flakyMailer()
    const incomplete = { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' }
    await expect(sendNotificationEmail(incomplete, message)).rejects.toThrow(
      /^CONTACT_NOTIFY_FROM is not set/,
    )
    expect(mailer.send).not.toHaveBeenCalled()
  })
})

describe('an admissions notice that cannot be sent (an application’s or a proposal request’s)', () => {
  const item = { channel: 'email', attempts: 1 } as OutboxItem
  const notice: StaffNotice = {
    webhook: { id: 'x', body: '{}' },
    email: () => {
      throw new Error('no mail is built while the settings are not complete')
    },
  }

  it('says notifications are not configured, or which setting is missing', async () => {
    await expect(sendStaffNotice({} as Bindings, item, notice)).rejects.toThrow(
      'email notifications are not configured',
    )
    const mailer = flakyMailer()
    const incomplete = { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: 'team@lumen.test' }
    await expect(sendStaffNotice(incomplete as unknown as Bindings, item, notice)).rejects.toThrow(
      /^CONTACT_NOTIFY_FROM is not set/,
    )
    expect(mailer.send).not.toHaveBeenCalled()
  })
})
