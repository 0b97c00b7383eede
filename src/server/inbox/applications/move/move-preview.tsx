import {
  type ApplicationStage,
  applicationStageLabels,
} from '../../../../shared/content/admissions/application-stages'
import { stageMessageLimits } from '../../../site-content/schema/stage-messages.ts'
import { inboxApplicationsContent } from '../../content/applications'

const text = inboxApplicationsContent.move

type PreviewProps = {
  id: string
  name: string
  /** Where the message goes: the applicant's address. */
  email: string
  from: ApplicationStage
  to: ApplicationStage
  /** The stage's message filled in, editable; none when the move writes nothing. */
  message: { subject: string; body: string } | null
}

/**
 * The move before it is made: from and to, the message as it would go (editable), and the two
 * confirmations. A fresh one-time key per preview: a second click of either button is the same
 * move, made once.
 */
export function MovePreview({ id, name, email, from, to, message }: PreviewProps) {
  return (
    <section className="max-w-4xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{text.previewTitle}</h1>
      <p className="mt-2 text-ink-soft">
        <bdi className="font-semibold text-ink">{name}</bdi>{' '}
        {text.previewText(applicationStageLabels[from], applicationStageLabels[to])}
      </p>
      <form method="post" action={`/inbox/applications/${id}/move`} className="mt-6 grid gap-4">
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value={to} />
        <input type="hidden" name="key" value={crypto.randomUUID()} />
        {message ? (
          <>
            <p className="text-sm text-ink-soft">
              {text.recipient} <bdi className="font-semibold text-ink">{email}</bdi>
            </p>
            <div className="grid gap-1.5">
              <label htmlFor="move-subject" className="text-sm font-semibold text-ink">
                {text.subject}
              </label>
              <input
                id="move-subject"
                name="subject"
                required
                maxLength={stageMessageLimits.subject}
                defaultValue={message.subject}
                className="inbox-input"
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="move-body" className="text-sm font-semibold text-ink">
                {text.body}
              </label>
              <p id="move-body-hint" className="text-sm text-ink-muted">
                {text.bodyHint}
              </p>
              <textarea
                id="move-body"
                name="body"
                required
                rows={14}
                maxLength={stageMessageLimits.body}
                aria-describedby="move-body-hint"
                defaultValue={message.body}
                className="inbox-input"
              />
            </div>
          </>
        ) : (
          <p className="text-ink-soft">{text.noMessage}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {message && (
            <button type="submit" name="confirm" value="send" className="inbox-button-primary">
              <span className="i-lucide-send h-4 w-4" aria-hidden="true" />
              {text.send}
            </button>
          )}
          <button
            type="submit"
            name="confirm"
            value="move"
            formNoValidate
            className={message ? 'inbox-button' : 'inbox-button-primary'}
          >
            {text.moveOnly}
          </button>
          <a href={`/inbox/applications/${id}`} className="inbox-button">
            {text.cancel}
          </a>
        </div>
      </form>
    </section>
  )
}
