import { useEffect, useRef } from 'react'
import { turnstileField } from '../shared/contact-fields'

/** The part of Turnstile's browser API the form uses (its script is loaded with ?render=explicit). */
type Turnstile = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string
  reset: (widgetId: string) => void
  remove: (widgetId: string) => void
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

/** Where the page loads Turnstile's script from, when a site key is configured. */
export const turnstileScript =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/**
 * Cloudflare Turnstile's check, rendered into an empty element after hydration (so React's markup
 * and the server's agree). Turnstile leaves its token in a hidden field of the enclosing form;
 * `resetKey` changing (a new submission) asks it for a fresh token.
 */
export function TurnstileWidget({ siteKey, resetKey }: { siteKey: string; resetKey?: number }) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<string | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const mount = () => {
      if (!window.turnstile || !container.current || widget.current) return false
      widget.current = window.turnstile.render(container.current, {
        sitekey: siteKey,
        'response-field-name': turnstileField,
      })
      return true
    }
    // The script loads async: wait for it without holding up the form.
    if (!mount()) timer = setInterval(() => mount() && clearInterval(timer), 200)
    return () => {
      clearInterval(timer)
      if (widget.current) window.turnstile?.remove(widget.current)
      widget.current = null
    }
  }, [siteKey])

  useEffect(() => {
    if (resetKey && widget.current) window.turnstile?.reset(widget.current)
  }, [resetKey])

  return <div ref={container} className="min-h-[65px]" />
}
