import { inboxConversationContent } from '../../content/conversation'

const text = inboxConversationContent.thread

type Fold = { at: number; text: string }

const writtenStyle = 'mt-3 whitespace-pre-wrap break-words leading-relaxed text-ink'
const foldStyle = 'mt-3 text-sm text-ink-soft'

/**
 * The folds as stored (migrations/0011): positions in the body, in order, each with its text.
 * Anything else (a row from before, a value no code wrote) is read as no fold, never as an error.
 */
function foldsOf(stored: string | null, bodyLength: number): Fold[] {
  try {
    const folds: unknown = JSON.parse(stored ?? '[]')
    if (!Array.isArray(folds)) return []
    let previous = 0
    return folds.filter((fold): fold is Fold => {
      const valid =
        typeof fold?.text === 'string' &&
        Number.isInteger(fold.at) &&
        fold.at >= previous &&
        fold.at <= bodyLength
      if (valid) previous = fold.at
      return valid
    })
  } catch {
    return []
  }
}

/**
 * What the visitor wrote, with the history their client quoted folded where it was in the mail
 * (a <details>: works without JavaScript, and the browser's find-in-page opens it).
 */
export function AnswerBody({
  body,
  quotedHistory,
}: {
  body: string
  quotedHistory: string | null
}) {
  const folds = foldsOf(quotedHistory, body.length)
  if (folds.length === 0) return <div className={writtenStyle}>{body}</div>
  const pieces: React.ReactElement[] = []
  let from = 0
  const written = (to: number) => {
    const piece = body.slice(from, to).trim()
    if (piece)
      pieces.push(
        <div key={`a${from}`} className={writtenStyle}>
          {piece}
        </div>,
      )
    from = to
  }
  for (const [index, fold] of folds.entries()) {
    written(fold.at)
    pieces.push(
      <details key={`h${index}`} className={foldStyle}>
        <summary className="cursor-pointer select-none font-semibold">{text.showHistory}</summary>
        <div className="mt-2 whitespace-pre-wrap break-words border-l-2 border-slate-200 pl-3">
          {fold.text}
        </div>
      </details>,
    )
  }
  written(body.length)
  return <>{pieces}</>
}
