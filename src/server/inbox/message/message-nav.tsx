import { inboxContent } from '../content/inbox'
import { inboxWorkflowContent } from '../content/workflow'

const text = inboxWorkflowContent.neighbours

/** Where a message page leads: the list it came from, and its neighbours in that list. */
export type MessageNavLinks = {
  back: string
  previous: string | null
  next: string | null
}

function Step({ href, label, rel }: { href: string | null; label: string; rel: 'prev' | 'next' }) {
  const icon = rel === 'prev' ? 'i-lucide-chevron-left' : 'i-lucide-chevron-right'
  const content = (
    <>
      {rel === 'prev' && <span className={`${icon} h-4 w-4`} aria-hidden="true" />}
      {label}
      {rel === 'next' && <span className={`${icon} h-4 w-4`} aria-hidden="true" />}
    </>
  )
  // At either end of the list the step stays in place, visibly unavailable, so the other one
  // does not jump about under the pointer.
  return href ? (
    <a href={href} rel={rel} data-shortcut={rel === 'prev' ? 'k' : 'j'} className="inbox-button">
      {content}
    </a>
  ) : (
    <span
      aria-disabled="true"
      className="inbox-button cursor-default border-dashed text-ink-muted shadow-none"
    >
      {content}
    </span>
  )
}

/** The way back to the list, and previous/next in the list's order, filter and search. */
export function MessageNav({ back, previous, next }: MessageNavLinks) {
  return (
    <nav aria-label={text.label} className="flex flex-wrap items-center justify-between gap-3">
      <a href={back} data-shortcut="u" className="inbox-link text-sm">
        {inboxContent.message.back}
      </a>
      <div className="flex gap-2">
        <Step href={previous} label={text.previous} rel="prev" />
        <Step href={next} label={text.next} rel="next" />
      </div>
    </nav>
  )
}
