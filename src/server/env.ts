/** Bindings the contact feature can use when configured (see README, "Email notifications"). */
export type OptionalBindings = {
  /** `send_email` binding: when set with CONTACT_NOTIFY_TO, each stored message is emailed. */
  CONTACT_EMAIL?: SendEmail
  /** Where notifications go: an address verified in Cloudflare Email Routing. */
  CONTACT_NOTIFY_TO?: string
  /** The sender of notifications: an address on the zone's Email Routing domain. */
  CONTACT_NOTIFY_FROM?: string
  /** Origin of a separate backend host for the contact API; unset means this worker. */
  CONTACT_API_ORIGIN?: string
}

/** The worker's Hono environment: wrangler.toml's bindings plus the optional ones. */
export type AppEnv = { Bindings: Env & OptionalBindings }
