import { signedOutContent } from '../content/signed-out'
import type { TypedField } from './typed-text'

const text = signedOutContent

/**
 * A form sent without a good sign-in: nothing was saved, what to do, and what was typed, each
 * field in a read-only box to copy (React writes it as text: markup typed stays text).
 */
export function SignedOutPage({ signIn, typed }: { signIn: string; typed: TypedField[] }) {
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{text.heading}</h1>
      <p role="alert" className="mt-3 text-ink-soft">
        {text.lead}
      </p>
      <ol className="mt-4 list-decimal space-y-1 pl-6 text-ink-soft">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4">
        <a href={signIn} target="_blank" rel="noopener" className="inbox-button-primary">
          {text.signIn}
        </a>
      </p>
      <section aria-labelledby="typed-heading" className="mt-8">
        <h2 id="typed-heading" className="text-lg font-bold text-ink">
          {text.typedHeading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {typed.length > 0 ? text.typedLead : text.nothingTyped}
        </p>
        <div className="mt-3 grid gap-4">
          {typed.map((field, index) => (
            <div key={field.name} className="grid gap-1.5">
              <label htmlFor={`typed-${index}`} className="text-sm font-semibold text-ink">
                {field.label}
              </label>
              <textarea
                id={`typed-${index}`}
                readOnly
                value={field.text}
                rows={Math.min(12, field.text.split('\n').length + 1)}
                className="inbox-input"
              />
            </div>
          ))}
        </div>
      </section>
    </article>
  )
}
