import {
  type ApplicationStage,
  applicationStageLabels,
  applicationStages,
} from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'

const text = inboxApplicationsContent.move

/**
 * The first step of a move: the stage to move to, and whether to write with its message. It
 * carries the stage staff see now, so a move someone else made meanwhile is not overwritten.
 * Posting it only shows the preview (move.tsx); nothing changes before that page's confirmation.
 */
export function MoveForm({ id, stage }: { id: string; stage: ApplicationStage }) {
  // The stage after this one is offered first: the move staff make most.
  const next = applicationStages[applicationStages.indexOf(stage) + 1]
  const offered = next && next !== 'declined' ? next : undefined
  return (
    <section
      aria-labelledby="move-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="move-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      <form method="post" action={`/inbox/applications/${id}/move`} className="grid gap-3">
        <input type="hidden" name="from" value={stage} />
        <div className="grid gap-1.5">
          <label htmlFor="move-to" className="text-sm font-semibold text-ink">
            {text.to}
          </label>
          <select
            id="move-to"
            name="to"
            required
            defaultValue={offered}
            className="inbox-input sm:max-w-xs"
          >
            {applicationStages
              .filter((other) => other !== stage)
              .map((other) => (
                <option key={other} value={other}>
                  {applicationStageLabels[other]}
                </option>
              ))}
          </select>
        </div>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="message"
            value="yes"
            defaultChecked
            className="focusable h-5 w-5 accent-brand-700"
          />
          {text.withMessage}
        </label>
        <div>
          <button type="submit" className="inbox-button-primary">
            <span className="i-lucide-arrow-right-left h-4 w-4" aria-hidden="true" />
            {text.preview}
          </button>
        </div>
      </form>
    </section>
  )
}
