import type { ApplicationStage } from '../../../../shared/content/admissions/application-stages'
import { inboxApplicationsContent } from '../../content/applications'
import { maxSearchLength } from '../../states'

const text = inboxApplicationsContent

type SearchFormProps = {
  /** The cohort searched (its start date); none: the room's default cohort. */
  cohort: string | undefined
  stage: ApplicationStage | null
  typed: string
}

/** The room's search box; it keeps the cohort and the stage. */
export function ApplicationSearchForm({ cohort, stage, typed }: SearchFormProps) {
  return (
    <search className="min-w-0 flex-1 basis-72">
      <form method="get" action="/inbox/applications" className="flex flex-wrap items-end gap-2">
        {cohort && <input type="hidden" name="cohort" value={cohort} />}
        {stage && <input type="hidden" name="stage" value={stage} />}
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <label htmlFor="applications-search" className="text-sm font-semibold text-ink">
            {text.searchLabel}
          </label>
          <input
            id="applications-search"
            name="q"
            type="search"
            defaultValue={typed}
            maxLength={maxSearchLength}
            className="inbox-input"
          />
        </div>
        <button type="submit" className="inbox-button-primary">
          <span className="i-lucide-search h-4 w-4" aria-hidden="true" />
          {text.searchButton}
        </button>
      </form>
    </search>
  )
}
