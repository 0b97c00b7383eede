import { inboxApplicationsContent } from '../../content/applications'
import { When } from '../../views/parts'
import type { Entry } from './application-queries'

const text = inboxApplicationsContent.application

/** The school's messages and the applicant's answers, oldest first, each as text. */
export function ApplicationConversation({ entries }: { entries: Entry[] }) {
  return (
    <section id="conversation" aria-labelledby="conversation-heading" className="mt-8">
      <h2 id="conversation-heading" className="mb-3 text-lg font-bold text-ink">
        {text.conversation}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{text.noConversation}</p>
      ) : (
        <ol className="grid gap-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`rounded-xl border p-4 ${
                entry.kind === 'message'
                  ? 'border-brand-100 bg-brand-50 sm:mr-12'
                  : 'border-slate-200 bg-white sm:ml-12'
              }`}
            >
              <p className="text-sm text-ink-muted">
                <bdi>
                  {entry.kind === 'message'
                    ? text.fromSchool(entry.author)
                    : text.fromApplicant(entry.author)}
                </bdi>
                {' · '}
                <When at={entry.written_at} />
              </p>
              {entry.subject && (
                <p className="mt-1 font-semibold text-ink">
                  <bdi>{entry.subject}</bdi>
                </p>
              )}
              <p className="mt-2 whitespace-pre-wrap break-words text-ink">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
