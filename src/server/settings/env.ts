import type { LiveContent } from '../site-content/live.ts'

/**
 * Settings the worker reads when present (docs/settings.md); each feature is off without its own.
 */
export type OptionalBindings = {
  /** `send_email` binding: when set with CONTACT_NOTIFY_TO, each stored message is emailed. */
  CONTACT_EMAIL?: SendEmail
  /** Where notifications go: an address verified in Cloudflare Email Routing. */
  CONTACT_NOTIFY_TO?: string
  /** The sender of notifications, required with the two above: an address on the zone's domain. */
  CONTACT_NOTIFY_FROM?: string
  /** When set, each stored message is POSTed there as JSON (the webhook channel). */
  CONTACT_WEBHOOK_URL?: string
  /**
   * When set, each webhook POST is signed with it (HMAC-SHA256, docs/architecture.md, "The
   * signature").
   */
  CONTACT_WEBHOOK_SECRET?: string
  /** Seconds before the first retry of a failed notification (default 60); each retry doubles it. */
  NOTIFY_RETRY_BASE_SECONDS?: string
  /** Days a message is kept (default 365); 0 keeps every message forever. */
  RETENTION_DAYS?: string
  /** Days a message set aside as spam is kept (default 30). */
  SPAM_RETENTION_DAYS?: string
  /** Days a withdrawn or declined application is kept after it was (default 180); 0 keeps them. */
  APPLICATION_RETENTION_DAYS?: string
  /** Origin of a separate backend host for the contact API; unset means this worker. */
  CONTACT_API_ORIGIN?: string
  /** The site's public origin (https://…) for canonical URLs, the sitemap and robots.txt. */
  SITE_ORIGIN?: string
  /** Cloudflare Turnstile: the widget's site key (public) and the verifying secret. */
  TURNSTILE_SITE_KEY?: string
  TURNSTILE_SECRET?: string
  /**
   * Cloudflare Access in front of /inbox: the team domain (https://<team>.cloudflareaccess.com),
   * which is the tokens' issuer, and the Access application's audience tag. Without both, every
   * path under /inbox is a 404.
   */
  ACCESS_TEAM_DOMAIN?: string
  ACCESS_AUD?: string
  /**
   * A JSON Web Key Set to verify tokens with instead of the team's published keys: for local runs
   * and tests only (`npm run inbox:local` writes one to .dev.vars). It also opens /inbox/sign-in,
   * unless the team domain is a real Access one (src/server/settings/access.ts).
   */
  ACCESS_JWKS?: string
  /** The IANA time zone the inbox shows times in (e.g. Europe/Berlin); UTC when unset or unknown. */
  INBOX_TIME_ZONE?: string
  /**
   * The school's address on the domain onboarded to Cloudflare Email Service: the sender of every
   * mail to visitors (confirmations, replies, announcements), and the domain their answers come
   * back to. Turns the conversation on, with CONTACT_EMAIL and REPLY_TOKEN_SECRET
   * (src/server/settings/conversation.ts).
   */
  SCHOOL_MAIL_FROM?: string
  /** Signs each conversation's reply address (a secret, ≥ 32 characters). */
  REPLY_TOKEN_SECRET?: string
  /**
   * The site-wide ceiling on confirmation mails (contact and waiting list), per 60 minutes: a
   * whole number, 300 when unset or unreadable (src/server/unasked-mail/ceiling.ts).
   */
  CONFIRMATION_MAILS_PER_HOUR?: string
}

/**
 * The worker's Hono environment: wrangler.toml's bindings plus the optional ones, and the live
 * content a page renders (set on the site's pages, site-content/middleware.ts).
 */
export type AppEnv = { Bindings: Bindings; Variables: { content?: LiveContent } }

/** Everything the worker is given: wrangler.toml's bindings plus the optional ones. */
export type Bindings = Env & OptionalBindings
