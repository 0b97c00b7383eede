import type { ContactMessage } from '../../shared/contact'

/** The visitor's words, without the form's machinery (honeypot, Turnstile token). */
export type StoredFields = Pick<ContactMessage, 'name' | 'email' | 'message'>

/** What the provider needs besides the message to answer it; never a raw IP address. */
export type Receipt = {
  userAgent: string | null
  /** Why the message was set aside ('honeypot'), or null for a message from a person. */
  flag: string | null
}

/**
 * Writes a message to D1 and resolves with its id once the insert has committed. The caller tells
 * the visitor "sent" only after this resolves; a rejection means nothing was stored.
 */
export async function storeContactMessage(
  db: D1Database,
  message: StoredFields,
  receipt: Receipt,
): Promise<string> {
  const id = crypto.randomUUID()
  await db
    .prepare(
      'INSERT INTO contact_messages (id, name, email, message, user_agent, flag) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(
      id,
      message.name,
      message.email,
      message.message,
      receipt.userAgent?.slice(0, 512) ?? null,
      receipt.flag,
    )
    .run()
  return id
}
