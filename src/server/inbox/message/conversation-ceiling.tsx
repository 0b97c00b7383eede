import { answerGuardsContent } from '../../content/answer-guards'
import {
  type AnswerCeiling,
  isFull,
  maxAnswers,
  maxAnswerText,
} from '../../conversation/answer-ceiling'
import { When } from '../views/parts'

const text = answerGuardsContent.ceiling

/**
 * Under the thread, once the conversation is full: that further answers are refused, and how
 * many were, so staff learn that more came (conversation/answer-ceiling.ts).
 */
export function ConversationCeiling({ ceiling }: { ceiling: AnswerCeiling }) {
  if (!isFull(ceiling)) return null
  return (
    <div
      role="note"
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{text.full(maxAnswers, maxAnswerText.toLocaleString('en-GB'))}</p>
      {ceiling.refusedAt && (
        <p className="mt-1">
          {`${text.refused(ceiling.refused)} `}
          <When at={ceiling.refusedAt} />.
        </p>
      )}
    </div>
  )
}
