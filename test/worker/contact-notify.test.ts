import { describe, expect, it, vi } from 'vitest'
import { notificationEmail, notifyProvider } from '../../src/server/contact/notify'

const addresses = { from: 'contact@lumen.test', to: 'team@lumen.test' }

function headersOf(raw: string) {
  return raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n')
}

function bodyOf(raw: string) {
  const encoded = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/\s/g, '')
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)))
}

describe('the notification email', () => {
  const message = {
    id: 'msg-1',
    name: 'Zoë',
    email: 'zoe@example.com',
    message: 'Hello,\nIs there an evening cohort?',
  }

  it('is plain text carrying the whole message, with a reply address', () => {
    const raw = notificationEmail(message, addresses)
    const headers = headersOf(raw)
    expect(headers).toContain('Content-Type: text/plain; charset=UTF-8')
    expect(headers).toContain('To: team@lumen.test')
    expect(headers).toContain('Reply-To: zoe@example.com')
    expect(bodyOf(raw)).toContain('Is there an evening cohort?')
    expect(bodyOf(raw)).toContain('Name: Zoë')
  })

  it('lets nothing the visitor types add a header', () => {
    const hostile = {
      ...message,
      name: 'Eve\r\nBcc: victim@example.com',
      email: 'eve@example.com\r\nBcc: victim@example.com',
      message: '\r\n\r\nBcc: victim@example.com\r\n',
    }
    const headers = headersOf(notificationEmail(hostile, addresses))
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([])
    expect(headers.every((line) => /^[A-Za-z-]+: /.test(line))).toBe(true)
    expect(headers.find((line) => line.startsWith('Reply-To'))).toBe('Reply-To: contact@lumen.test')
  })

  it('is sent through the binding when a recipient is configured', async () => {
    const send = vi.fn(async () => {})
    await notifyProvider(
      { CONTACT_EMAIL: { send } as unknown as SendEmail, CONTACT_NOTIFY_TO: 'team@lumen.test' },
      message,
    )
    expect(send).toHaveBeenCalledOnce()
  })

  it('is skipped without a recipient, and a failed send is only logged', async () => {
    const send = vi.fn(async () => {
      throw new Error('mail relay down')
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await notifyProvider({ CONTACT_EMAIL: { send } as unknown as SendEmail }, message)
    expect(send).not.toHaveBeenCalled()
    await expect(
      notifyProvider(
        { CONTACT_EMAIL: { send } as unknown as SendEmail, CONTACT_NOTIFY_TO: 'team@lumen.test' },
        message,
      ),
    ).resolves.toBeUndefined()
    expect(logged).toHaveBeenCalled()
  })
})
