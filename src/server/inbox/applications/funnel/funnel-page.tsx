import type { Context } from 'hono'
import { applyContent } from '../../../../shared/content/admissions/apply'
import type { InboxEnv } from '../../access/guard'
import { inboxApplicationsContent } from '../../content/applications'
import { cohortName } from '../room/cohorts'
import { type FunnelRow, funnelCounts } from './funnel-queries'

const text = inboxApplicationsContent.funnel
const steps = Object.keys(text.steps) as (keyof typeof text.steps)[]
const cell = 'px-3 py-2 text-right tabular-nums'
const head = 'px-3 py-2 text-left text-sm font-semibold text-ink-soft'

/** GET /inbox/applications/funnel: counts only, from the data. */
export async function renderFunnel(c: Context<InboxEnv>) {
  const { steps: rows, heardFrom } = await funnelCounts(c.env.DB)
  return c.render(
    <article>
      <a href="/inbox/applications" className="inbox-link text-sm">
        {inboxApplicationsContent.application.back}
      </a>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink">{text.title}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{text.lead}</p>
      {rows.length === 0 ? (
        <p className="mt-6 text-ink-muted">{text.none}</p>
      ) : (
        <>
          <section
            aria-label={text.stepsCaption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, it scrolls sideways, which a keyboard can do only once it has focus (axe: scrollable-region-focusable)
            tabIndex={0}
            className="focusable mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <table className="w-full min-w-[40rem] text-ink">
              <caption className="sr-only">{text.stepsCaption}</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th scope="col" className={head}>
                    {text.cohort}
                  </th>
                  {steps.map((step) => (
                    <th key={step} scope="col" className={`${head} text-right`}>
                      {text.steps[step]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row: FunnelRow) => (
                  <tr key={row.cohort}>
                    <th scope="row" className="px-3 py-2 text-left font-semibold">
                      {cohortName(row.cohort)}
                    </th>
                    {steps.map((step) => (
                      <td key={step} className={cell}>
                        {row[step] ?? 0}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <h2 className="mt-8 text-xl font-bold text-ink">{text.heardHeading}</h2>
          <div className="mt-3 grid gap-6 lg:grid-cols-2">
            {rows.map(({ cohort }) => (
              <div
                key={cohort}
                className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                <table className="w-full text-ink">
                  <caption className="px-3 pt-3 text-left font-semibold">
                    {cohortName(cohort)}
                  </caption>
                  <thead className="border-b border-slate-200">
                    <tr>
                      <th scope="col" className={head}>
                        {applyContent.fields.labels.heardFrom}
                      </th>
                      <th scope="col" className={`${head} text-right`}>
                        {text.steps.submitted}
                      </th>
                      <th scope="col" className={`${head} text-right`}>
                        {text.steps.enrolled}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200">
                    {heardFrom(cohort).map((row) => (
                      <tr key={row.heardFrom}>
                        <th scope="row" className="px-3 py-2 text-left font-normal">
                          {applyContent.fields.heardFromWords[row.heardFrom]}
                        </th>
                        <td className={cell}>{row.submitted}</td>
                        <td className={cell}>{row.enrolled ?? 0}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
        </>
      )}
    </article>,
    { meta: { title: text.title, description: '' } },
  )
}
