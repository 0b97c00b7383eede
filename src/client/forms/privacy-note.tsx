import { privacyNote } from '../../shared/content/contact'

/**
 * "How we use your details: Privacy notice", beside a form's button, so a visitor reads what
 * becomes of the details before sending.
 */
export function PrivacyNote() {
  return (
    <p className="text-sm text-ink-muted">
      {`${privacyNote.lead} `}
      <a
        href={privacyNote.href}
        className="focusable rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {privacyNote.link}
      </a>
    </p>
  )
}
