import { editorContent } from '../content/editor'

const text = editorContent.scheduleCheck

/**
 * Before the Publish button: where the cohorts' sessions contradict Time & Support, each with the
 * two forms that could put it right. A warning, not a refusal: staff may publish anyway.
 */
export function ScheduleWarning({ contradictions }: { contradictions: readonly string[] }) {
  return (
    <section
      aria-labelledby="publish-schedule-check"
      className="mt-3 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h3 id="publish-schedule-check" className="font-bold">
        {text.heading}
      </h3>
      <p className="mt-1">{text.lead}</p>
      <ul className="mt-2 grid gap-2">
        {contradictions.map((contradiction) => (
          <li key={contradiction}>
            <p>{contradiction}</p>
            <p className="mt-1 flex flex-wrap gap-x-4">
              <a href="/inbox/content/timeSupport" className="inbox-link text-amber-900">
                {text.editTimeSupport}
              </a>
              <a href="/inbox/content/cohort" className="inbox-link text-amber-900">
                {text.editCohorts}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
