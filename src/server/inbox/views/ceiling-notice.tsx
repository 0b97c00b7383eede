import { unaskedMailContent } from '../../content/unasked-mail'
import type { CeilingStatus } from '../../unasked-mail/ceiling-status'
import { When } from './when'

const text = unaskedMailContent.ceiling

/** Above every inbox page while the last day saw the ceiling on confirmation mails reached. */
export function CeilingNotice({ status }: { status: CeilingStatus }) {
  const { ceiling, resumesAt } = status
  return (
    <section
      role="status"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <p className="font-semibold">
        {text.reached(ceiling)} <When at={status.firstHeldAt} />: {text.held(status.held)}{' '}
        <When at={status.lastHeldAt} />.
      </p>
      <p className="mt-1">
        {text.kept}{' '}
        {ceiling === 0 ? (
          text.off
        ) : resumesAt ? (
          <>
            {text.resumes} <When at={resumesAt} />.
          </>
        ) : (
          text.resumed
        )}
      </p>
    </section>
  )
}
