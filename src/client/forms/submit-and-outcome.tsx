import { honeypotField } from '../../shared/contact-fields'
import type { FormText } from '../../shared/content/form-text'
import { TurnstileWidget } from '../turnstile-widget'
import { Honeypot } from './honeypot'
import { SentNotice } from './outcome'
import { PrivacyNote } from './privacy-note'
import { SubmitButton } from './submit-button'
import type { useFormSubmission } from './use-form-submission'

type SubmitAndOutcomeProps = {
  form: string
  /** The form's words; a form that can meet its earlier post has words for that too. */
  text: FormText & { nextSteps?: string; duplicate?: string; duplicateDetail?: string }
  turnstileSiteKey?: string
  submission: Pick<ReturnType<typeof useFormSubmission>, 'attempt' | 'sending' | 'shown'>
  /** The worker took it as the mailbox's earlier one (200, not 201): the notice says so. */
  duplicate?: boolean
}

/**
 * The end of every form on the site: the honeypot, Turnstile where it is on, the button beside the
 * privacy note, and the notice once sent (what happens next, where the form says it), or once the
 * worker took the post as the mailbox's earlier one.
 */
export function SubmitAndOutcome({ form, text, submission, ...props }: SubmitAndOutcomeProps) {
  const again = props.duplicate ? text.duplicate : undefined
  return (
    <>
      <Honeypot form={form} name={honeypotField} label={text.honeypotLabel} />
      {props.turnstileSiteKey && (
        <TurnstileWidget siteKey={props.turnstileSiteKey} resetKey={submission.attempt} />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubmitButton sending={submission.sending} label={text.submit} busyLabel={text.sending} />
        <PrivacyNote />
      </div>
      <SentNotice
        shown={submission.shown === 'sent'}
        text={again ?? text.sent}
        detail={again ? text.duplicateDetail : text.nextSteps}
      />
    </>
  )
}
