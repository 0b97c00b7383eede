import type { Context } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../settings/env.ts'

/**
 * The site's security policy, in one place: the worker sends it with every answer it makes, and
 * the build writes it into `_headers` for the static files Workers Static Assets serves alone.
 * No page has inline script code, so the CSP needs no nonce and pages stay cacheable.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // UnoCSS's icons are SVG data URLs inside the stylesheet.
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies Record<string, string[]>

/** Every powerful feature off; the site uses none of them. */
const permissionsPolicy = {
  accelerometer: [],
  autoplay: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  publickeyCredentialsGet: [],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
  browsingTopics: [],
} satisfies Record<string, never[]>

const fixedHeaders = {
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  xFrameOptions: 'DENY',
} as const

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** Third-party origins a configured feature needs: a separate API host, Cloudflare Turnstile. */
function extraSources(c: Context<AppEnv>) {
  const api = c.env.CONTACT_API_ORIGIN ?? ''
  const turnstile = c.env.TURNSTILE_SITE_KEY ? 'https://challenges.cloudflare.com' : ''
  return { api, turnstile }
}

/** A directive's sources plus a configured origin, if any. */
const widen = (sources: string[], extra: (c: Context<AppEnv>) => string) => (c: Context<AppEnv>) =>
  [...sources, extra(c)].filter(Boolean).join(' ')

/**
 * Hono's secure-headers middleware with the policy above, widened only by configuration, and for
 * Vite's dev server, which injects the stylesheet as <style> elements (a build links a file).
 */
export const securityHeaders = ({ inlineStyles = false } = {}) =>
  secureHeaders({
    ...fixedHeaders,
    contentSecurityPolicy: {
      ...contentSecurityPolicy,
      styleSrc: inlineStyles ? ["'self'", "'unsafe-inline'"] : contentSecurityPolicy.styleSrc,
      scriptSrc: [widen(contentSecurityPolicy.scriptSrc, (c) => extraSources(c).turnstile)],
      frameSrc: [(c) => extraSources(c).turnstile || "'none'"],
      connectSrc: [widen(contentSecurityPolicy.connectSrc, (c) => extraSources(c).api)],
      formAction: [widen(contentSecurityPolicy.formAction, (c) => extraSources(c).api)],
    },
    permissionsPolicy,
  })

/** The same policy as plain header lines, for `_headers` (static files). */
export function staticSecurityHeaders(): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => [kebab(directive), ...sources].join(' '))
    .join('; ')
  const permissions = Object.keys(permissionsPolicy)
    .map((feature) => `${kebab(feature)}=()`)
    .join(', ')
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': fixedHeaders.strictTransportSecurity,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': fixedHeaders.referrerPolicy,
    'Permissions-Policy': permissions,
    'Cross-Origin-Opener-Policy': fixedHeaders.crossOriginOpenerPolicy,
    'Cross-Origin-Resource-Policy': fixedHeaders.crossOriginResourcePolicy,
    'X-Frame-Options': fixedHeaders.xFrameOptions,
  }
}
