import { inboxWorkflowContent } from '../content/workflow'
import type { MessageState } from '../states'

const text = inboxWorkflowContent.bulk

export type BulkDone = MessageState | 'deleted' | 'none'

/** The notice a list shows after a bulk action (`?done=`): fixed words, no count to fake. */
export function bulkNotice(done: string | undefined): string | null {
  return done && Object.hasOwn(text.done, done) ? text.done[done as BulkDone] : null
}
