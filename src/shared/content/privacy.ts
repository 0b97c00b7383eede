import { confirmationDays } from '../waitlist-fields.ts'
import type { PageMeta } from './types.ts'

/** What the privacy notice depends on: the settings the worker really runs with. */
export type PrivacySettings = {
  /** Days a message is kept; null when nothing is deleted automatically (0 or unreadable). */
  retentionDays: number | null
  /** Days a message set aside as spam is kept; null when spam is kept as long as the rest. */
  spamRetentionDays: number | null
  /** Days a withdrawn or declined application is kept after it was; null when not deleted. */
  applicationRetentionDays: number | null
  /** The notification channels configured: where a copy of each message goes. */
  email: boolean
  webhook: boolean
  turnstile: boolean
  /** Confirmations, replies and answers by email are on (src/server/settings/conversation.ts). */
  conversation: boolean
}

/** One part of the notice: a heading and its paragraphs (or list items). */
export type PrivacySection = { id: string; heading: string; paragraphs: readonly string[] }

export type PrivacyContent = {
  meta: PageMeta
  title: string
  intro: string
  sections: (settings: PrivacySettings) => readonly PrivacySection[]
  /** How to ask for a copy or an erasure: words around the contact page's link. */
  ask: { heading: string; before: string; link: string; afterLink: string; phone: string }
}

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`)

function keptFor({
  retentionDays,
  spamRetentionDays,
  applicationRetentionDays,
  conversation,
}: PrivacySettings): string[] {
  const messages =
    retentionDays === null
      ? 'Messages are kept until our staff delete them: no automatic deletion is set.'
      : `Messages are deleted automatically ${days(retentionDays)} after they arrive.`
  const spam =
    retentionDays !== null && spamRetentionDays !== null
      ? `A message set aside as spam is deleted after ${days(spamRetentionDays)}.`
      : 'A message set aside as spam is kept as long as any other message.'
  return [
    messages,
    spam,
    ...(conversation
      ? [
          'Our replies and your answers by email belong to your message: they are kept and deleted with it.',
        ]
      : []),
    'A confirmed waiting-list address is kept until you ask us to remove it, or leave the list from the link in our email, and used for one email only: the one that says the offering has opened.',
    `A waiting-list address nobody confirms is deleted ${days(confirmationDays)} after it last signed up.`,
    'An address that joined a waiting list before we asked for confirmations is kept, as we promised then, but never emailed, until you ask us to remove it or sign up again.',
    'An application keeps its stage, the history of its moves between stages, our notes on it, the call you booked, and our messages about it with your answers.',
    `An application or a proposal request nobody confirms from the link we email is deleted ${days(confirmationDays)} after it was last sent, with everything it keeps.`,
    'An application is kept while it is considered, and an enrolled student’s for as long as they study with us, until you erase it from its page or ask us to; erasing your address takes every application made with it, confirmed or not.',
    applicationRetentionDays === null
      ? 'A withdrawn or declined application is kept until you or our staff erase it: no automatic deletion is set.'
      : `A withdrawn or declined application is deleted ${days(applicationRetentionDays)} after it was withdrawn or declined, with everything it keeps.`,
  ]
}

function processors({ email, webhook, turnstile, conversation }: PrivacySettings): string[] {
  const lines = [
    'Cloudflare hosts this site: its servers receive the forms, and its database (D1) stores what they collect.',
  ]
  if (turnstile) {
    lines.push('Cloudflare Turnstile checks that the contact form was sent by a person.')
  }
  if (email) {
    lines.push(
      'A copy of each message, and a short notice of each application or proposal request once its address is confirmed (the name, company and address, and the choices made, never what you wrote in your own words), is emailed to our staff through Cloudflare Email Routing.',
    )
  }
  if (webhook) {
    lines.push(
      'A copy of each message, and the same short notice of each confirmed application or proposal request, is sent to our own notification service (a webhook).',
    )
  }
  if (conversation) {
    lines.push(
      'Our emails to you (confirmations, our replies, a waiting list’s email) are sent through Cloudflare Email Service, and your answers reach us through Cloudflare Email Routing.',
    )
  }
  if (!email && !webhook) {
    lines.push('No copy of a message is sent anywhere else: our staff read messages in our inbox.')
  }
  lines.push('Only our staff can read messages, signed in through Cloudflare Access.')
  return lines
}

export const privacyContent = {
  meta: {
    title: 'Privacy · Lumen Code Academy',
    description:
      'What the Lumen Code Academy contact form, applications and waiting lists collect, why, who processes it, how long it is kept and how to ask for a copy or an erasure.',
  },
  title: 'Privacy',
  intro:
    'What the forms on this site collect, why, who handles it and for how long. This site sets no cookies for visitors and runs no analytics or advertising.',
  sections: (settings) => [
    {
      id: 'collected',
      heading: 'What we collect and why',
      paragraphs: [
        'The contact form: your name, email address and message, and which offering it is about when you choose one, so that we can answer you. With them we store the time the message arrived and your browser’s user agent, to tell messages apart and spot abuse.',
        ...(settings.conversation
          ? [
              'When you write to us, we email you a confirmation that your message arrived (at most one a day to your mailbox, however the address is written, with nothing you typed in it) and our replies. When you answer one of them, your answer is added to the same conversation, with the names of any attachments (the files themselves are not kept).',
            ]
          : []),
        'An application for a cohort (Apply): the cohort, your name, email address and time zone, where you are starting from and the lines you add, your goals, how you heard of us, whether you ask about financing or a scholarship, and your consent, so that we can consider it and answer you about it; with them the time it arrived and when you confirmed it. We first email the address a link to confirm the application (at most one a day to your mailbox for each cohort, with nothing you typed in it but the cohort); one application a cohort is kept for each mailbox. That email also holds the link to the application’s own page, where you see where it stands, book your call, read our messages and withdraw or erase it: anyone holding the link can, so keep it to yourself.',
        'The waiting lists (Corporate, Technical): your email address and the offering, so that we can tell you when it opens. We first email the address a link to confirm that it is yours; only a confirmed address is on the list. Such a link goes at most one a day to your mailbox.',
        'A proposal request (Corporate, Technical): your company, name and work email, the team’s size, the topics, timeline, format and budget band you chose, and your message, so that we can prepare a proposal and answer you about it; we first email the address a link to confirm it (at most one a day to your mailbox for each offering, with nothing you typed in it). Once confirmed, it is kept with its stages and our notes until you ask us to erase it; erasing your address takes every request made with it.',
        'To stop floods, each form counts the posts of a visitor for one minute, by a key derived from the network address (the address itself, or an IPv6 /64). Cloudflare’s rate limiter holds that key for the minute; it is never stored with your message, and we never store your IP address.',
      ],
    },
    { id: 'processors', heading: 'Who processes it', paragraphs: processors(settings) },
    { id: 'kept', heading: 'How long we keep it', paragraphs: keptFor(settings) },
    {
      id: 'people',
      heading: 'The people who teach, and our graduates',
      paragraphs: [
        'The names, roles, short biographies and photos of our instructors on this site are published by our staff, and so are the words of graduates who agreed in writing to their publication, with their name or initials, cohort, role and photo (we record the day they agreed, and publish nothing of a graduate without it). Every published version of the site’s content is kept, so that an earlier one can be restored. When someone named there asks to be erased, we take them out of every kept version and every draft at once, delete their photos from our storage, and the site stops showing them within seconds; Backups, below, says what lies beyond that. A browser or a cache on the way keeps a copy of a photo for 5 minutes at most: after an erasure its address stops working everywhere within 5 minutes.',
      ],
    },
    {
      id: 'backups',
      heading: 'Backups',
      paragraphs: [
        'An erasure deletes a message, an application, or your place on a waiting list, from our database at once, with everything derived from it (its search entries included). Two things lie beyond its reach at once: until the database reuses the space, fragments can remain in its unused storage, which no query can read; and Cloudflare D1 keeps a history of the database (Time Travel) for up to 30 days, so that it can be restored after a failure: an erased message stays in that history until it ages out, at most 30 days later. Notification emails we already received stay in our mailbox until we delete them there.',
      ],
    },
  ],
  ask: {
    heading: 'A copy, or an erasure',
    before:
      'To ask for a copy of what we hold about you, or to have it erased, send us a message on our ',
    link: 'Contact page',
    afterLink:
      ' or call us. We answer from the address you write from, and an erasure takes every message, application and waiting-list sign-up from that address.',
    phone: 'Phone:',
  },
} as const satisfies PrivacyContent
