import type { OptionalBindings } from '../env'
import type { StoredFields } from './store'

/** Anything that could end a header line, or hide one, is taken out of a header value. */
const headerSafe = (value: string) => value.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ').trim()

/** Encodes a header value as RFC 2047 UTF-8 base64, so any character survives and none escapes. */
const encodedWord = (value: string) => {
  const bytes = new TextEncoder().encode(headerSafe(value))
  return `=?UTF-8?B?${btoa(String.fromCharCode(...bytes))}?=`
}

const base64Lines = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n')
}

/**
 * A plain-text notification of one stored message, as a raw RFC 5322 email. The visitor's words go
 * in the base64 body or in encoded header words, so nothing they type can add a header.
 */
export function notificationEmail(
  message: StoredFields & { id: string },
  { from, to }: { from: string; to: string },
): string {
  const body = [
    `New message from the contact form (id ${message.id})`,
    '',
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    '',
    message.message,
  ].join('\n')
  const replyTo = /^[^\s<>"@]+@[^\s<>"@]+$/.test(message.email) ? message.email : from
  return [
    `From: ${headerSafe(from)}`,
    `To: ${headerSafe(to)}`,
    `Reply-To: ${headerSafe(replyTo)}`,
    `Subject: ${encodedWord(`Contact form: ${message.name}`)}`,
    `Message-ID: <${message.id}@${headerSafe(from).split('@')[1] ?? 'localhost'}>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
    '',
  ].join('\r\n')
}

/**
 * Emails the provider about a stored message when a send_email binding and a recipient are
 * configured. Runs after the answer (waitUntil); a failure is logged and the message stays stored.
 */
export async function notifyProvider(
  env: OptionalBindings,
  message: StoredFields & { id: string },
): Promise<void> {
  const { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: to } = env
  if (!mailer || !to) return
  const from = env.CONTACT_NOTIFY_FROM ?? `contact-form@${to.split('@')[1] ?? 'localhost'}`
  try {
    const { EmailMessage } = await import('cloudflare:email')
    await mailer.send(new EmailMessage(from, to, notificationEmail(message, { from, to })))
  } catch (error) {
    console.error(`Notification for contact message ${message.id} failed:`, error)
  }
}
