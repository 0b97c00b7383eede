import type { SchoolFacts } from '../../../shared/content/facts'
import { proofText } from '../../../shared/content/proof-text'
import { PageSection } from '../page-section'
import { PersonPhotoImage } from './person-photo'

type Graduate = NonNullable<SchoolFacts['graduates']>[number]

/** A graduate's words as a quotation, then who said them: the photo, the name, role, cohort. */
export function GraduateQuote({ graduate }: { graduate: Graduate }) {
  const text = proofText.graduates
  return (
    <figure className="card flex h-full flex-col">
      <blockquote className="text-lg leading-relaxed text-ink-soft">
        <p>{text.quote(graduate.words)}</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-4 pt-6">
        {graduate.photo && (
          <PersonPhotoImage
            photo={graduate.photo}
            sizes="64px"
            className="h-16 w-16 shrink-0 rounded-full bg-slate-100 object-cover"
          />
        )}
        <span>
          <span className="block font-semibold text-ink">{graduate.name}</span>
          <span className="block text-sm text-ink-muted">
            {graduate.role}
            <br />
            {text.cohort(graduate.cohort)}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

/** What graduates say, on /accelerator: a quotation each, with who said it. */
export function Graduates({ facts }: { facts: SchoolFacts }) {
  if (!facts.graduates?.length) return null
  return (
    <PageSection id="graduates" heading={proofText.graduates.heading}>
      <ul className="grid gap-6 md:grid-cols-2">
        {facts.graduates.map((graduate) => (
          <li key={graduate.name}>
            <GraduateQuote graduate={graduate} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
