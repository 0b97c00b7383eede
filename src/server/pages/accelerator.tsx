import { acceleratorContent } from '../../shared/content/accelerator'
import { type SchoolFacts, schoolFacts } from '../../shared/content/facts'
import { programLengthOf } from '../../shared/content/program'
import { builtInTimeSupport } from '../../shared/content/time-support'
import type { Fact, Point } from '../../shared/content/types'
import { ApplyBar } from '../components/cohorts/apply-bar'
import { NextCohortCard, withApplyBy } from '../components/cohorts/next-cohort'
import { UpcomingCohorts } from '../components/cohorts/upcoming-cohorts'
import { CoreTechnologies } from '../components/core-technologies'
import { ClosingBand } from '../components/next-steps'
import { PageHero } from '../components/page-hero'
import { PageSection } from '../components/page-section'
import { Graduates } from '../components/proof/graduates'
import { Outcomes } from '../components/proof/outcomes'
import { Faq, HowToApply, Instructors, KeyFacts } from '../components/school-facts'
import { SectionsNav } from '../components/sections-nav'
import { sectionLinks } from './accelerator-sections'

function PointGrid({ points }: { points: readonly Point[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {points.map((point) => (
        <li key={point.title} className="card">
          <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{point.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** Time & Support's facts, as the school states them (the spec's until it publishes its own). */
function timeSupportFacts(facts: SchoolFacts): Fact[] {
  const { labels, hoursPerWeek } = acceleratorContent.timeSupport
  const stated = facts.timeSupport ?? builtInTimeSupport
  return [
    { label: labels.hoursPerWeek, detail: hoursPerWeek(stated.hoursPerWeek) },
    { label: labels.lectures, detail: stated.lectures },
    { label: labels.officeHours, detail: stated.officeHours },
    { label: labels.chatCommunity, detail: stated.chatCommunity },
  ]
}

/**
 * Accelerator (/accelerator): the 28-week program, its rhythm, stack and month-by-month plan, and
 * the school's facts (cohorts, price, instructors, outcomes, graduates' words, FAQ) where the school has given them.
 */
export function AcceleratorPage({ facts = schoolFacts }: { facts?: SchoolFacts }) {
  const c = acceleratorContent
  const { weeks, hoursPerWeek } = programLengthOf(facts)
  return (
    <>
      <PageHero
        title={c.title}
        badge={c.badge(weeks)}
        intro={c.intro}
        actions={withApplyBy(c.actions, facts)}
        aside={facts.nextCohort && <NextCohortCard facts={facts} />}
      />
      <SectionsNav label={c.sectionsNav.label} links={sectionLinks(facts)} />
      <UpcomingCohorts facts={facts} />
      <KeyFacts facts={facts} />

      <PageSection id="philosophy" heading={c.philosophy.heading} lead={c.philosophy.lead}>
        <PointGrid points={c.philosophy.points} />
      </PageSection>

      <PageSection
        id="time-support"
        heading={c.timeSupport.heading}
        lead={c.timeSupport.lead(hoursPerWeek)}
        tinted
      >
        <dl className="grid gap-6 sm:grid-cols-2">
          {timeSupportFacts(facts).map((fact) => (
            <div key={fact.label} className="card">
              <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700">
                {fact.label}
              </dt>
              <dd className="mt-2 text-lg leading-relaxed text-ink">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection
        id="core-technologies"
        heading={c.coreTechnologies.heading}
        lead={c.coreTechnologies.lead}
      >
        <CoreTechnologies items={c.coreTechnologies.items} />
      </PageSection>

      <PageSection
        id="learning-approach"
        heading={c.learningApproach.heading}
        lead={c.learningApproach.lead}
        tinted
      >
        <PointGrid points={c.learningApproach.points} />
      </PageSection>

      <Instructors facts={facts} />

      <PageSection
        id="program-structure"
        heading={c.programStructure.heading}
        lead={c.programStructure.lead}
      >
        <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6 sm:pl-8">
          {c.programStructure.phases.map((phase) => (
            <li key={phase.months} className="relative">
              <span
                className="absolute -left-[33px] top-1.5 h-4 w-4 rounded-full border-4 border-white bg-brand-600 sm:-left-[41px]"
                aria-hidden="true"
              />
              <p className="text-sm font-bold uppercase tracking-wider text-brand-700">
                {phase.months}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-ink">{phase.title}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {phase.topics.map((topic) => (
                  <li
                    key={topic}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm text-ink-soft"
                  >
                    {topic}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </PageSection>

      <Outcomes facts={facts} />
      <Graduates facts={facts} />
      <HowToApply facts={facts} />
      <Faq facts={facts} />
      <ClosingBand call={c.closing} />
      <ApplyBar facts={facts} />
    </>
  )
}
