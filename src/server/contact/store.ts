import type { ContactMessage } from '../../shared/contact.ts'
import { storedAbout } from '../../shared/contact-about.ts'
import { queueConfirmation } from '../conversation/confirmation.ts'
import type { Channel } from '../outbox/item.ts'
import { queueNotifications } from '../outbox/queue.ts'
import { defaultCeiling } from '../unasked-mail/ceiling.ts'

/** The visitor's words and choice of topic, without the form's machinery (honeypot, token). */
export type StoredFields = Pick<ContactMessage, 'name' | 'email' | 'message' | 'about'>

/**
 * A message as stored, as every notification carries it. Read back from D1, `about` is the stored
 * offering or null (a general question).
 */
export type StoredMessage = Omit<StoredFields, 'about'> & {
  about?: StoredFields['about'] | null
  id: string
  receivedAt: string
}

/** What the provider needs besides the message to answer it; never a raw IP address. */
export type Receipt = {
  userAgent: string | null
  /** Why the message was set aside ('honeypot'), or null for a message from a person. */
  flag: string | null
}

/**
 * Writes a message, one outbox row per channel and, when `confirm`, the visitor's confirmation
 * (capped per mailbox and by the hourly `ceiling`: confirmation.ts) to D1 in one batch (a transaction: all or nothing), and
 * resolves once it has committed. The caller tells the visitor "sent" only after
 * this resolves; a rejection means nothing was stored, neither message nor deliveries.
 */
export async function storeContactMessage(
  db: D1Database,
  message: StoredFields,
  receipt: Receipt,
  {
    channels,
    now,
    confirm = false,
    ceiling = defaultCeiling,
  }: { channels: readonly Channel[]; now: Date; confirm?: boolean; ceiling?: number },
): Promise<StoredMessage> {
  const stored = { ...message, id: crypto.randomUUID(), receivedAt: now.toISOString() }
  await db.batch([
    db
      .prepare(
        'INSERT INTO contact_messages (id, name, email, message, about, user_agent, flag, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        stored.id,
        message.name,
        message.email,
        message.message,
        storedAbout(message.about),
        receipt.userAgent?.slice(0, 512) ?? null,
        receipt.flag,
        stored.receivedAt,
      ),
    ...queueNotifications(db, stored.id, channels, now),
    ...(confirm ? queueConfirmation(db, stored, now, ceiling) : []),
  ])
  return stored
}
