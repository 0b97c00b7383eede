// Cloudflare Email Service's rules for the `headers` of the send_email builder, as its reference
// ("Email headers", developers.cloudflare.com/email-service/reference/headers) states them in
// 2026: an allowlist of names (anything else refused with E_HEADER_NOT_ALLOWED, unless it is an
// X- header), a few with fixed values, no bare CR/LF, at most 2,048 bytes a value. Miniflare's
// local binding checks none of this (it only records the headers), so the tests check it here.

/** Names the builder's `headers` may carry (lower case), with the values some are limited to. */
const allowed: Record<string, RegExp | null> = {
  'in-reply-to': null,
  references: null,
  'list-unsubscribe': /^<(https:|mailto:)[^>]+>(,\s*<(https:|mailto:)[^>]+>)*$/,
  'list-unsubscribe-post': /^List-Unsubscribe=One-Click$/,
  'list-id': null,
  'list-archive': null,
  'list-help': null,
  'list-owner': null,
  'list-post': null,
  'list-subscribe': null,
  precedence: /^(bulk|list|junk)$/,
  'auto-submitted': /^(auto-generated|auto-replied|auto-notified)$/,
  'content-language': null,
  keywords: null,
  comments: null,
  importance: /^(high|normal|low)$/,
  priority: /^(normal|non-urgent|urgent)$/,
  sensitivity: /^(personal|private|company-confidential)$/,
  organization: null,
  'require-recipient-valid-since': null,
  expires: null,
  'reply-by': null,
  'archived-at': null,
}

/** Why Email Service would refuse these headers, one reason each; none when it would take them. */
export function emailServiceRefusals(headers: Record<string, string> | undefined): string[] {
  return Object.entries(headers ?? {}).flatMap(([name, value]) => {
    const key = name.toLowerCase()
    const custom = /^X-[A-Za-z0-9\-_]+$/i.test(name) && name.length <= 100
    const rule = allowed[key]
    if (!custom && rule === undefined) return [`${name}: not on the allowlist`]
    if (value === '' || /[\r\n]/.test(value)) return [`${name}: empty or holds a line break`]
    if (new TextEncoder().encode(value).byteLength > 2048) return [`${name}: over 2,048 bytes`]
    if (rule && !rule.test(value)) return [`${name}: value ${JSON.stringify(value)} not accepted`]
    return []
  })
}
