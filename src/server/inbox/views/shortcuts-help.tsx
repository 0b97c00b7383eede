import { inboxWorkflowContent } from '../content/workflow'

const text = inboxWorkflowContent.shortcuts

/**
 * The keyboard's help panel: a native disclosure, so it opens without any script; the inbox's
 * script opens it on "?" (src/client/inbox-keys.ts finds it by its id).
 */
export function ShortcutsHelp() {
  return (
    <details
      id="shortcuts"
      className="mt-10 rounded-xl border border-slate-200 bg-white text-sm shadow-sm"
    >
      <summary className="focusable flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 font-semibold text-ink">
        <span className="i-lucide-keyboard h-4 w-4" aria-hidden="true" />
        {text.heading}
      </summary>
      <div className="border-t border-slate-200 px-4 py-3">
        <p className="text-ink-muted">{text.hint}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {text.list.map(({ keys, does }) => (
            <div key={does} className="contents">
              <dt className="flex gap-1">
                {keys.map((key) => (
                  <kbd
                    key={key}
                    className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-ink"
                  >
                    {key}
                  </kbd>
                ))}
              </dt>
              <dd className="text-ink-soft">{does}</dd>
            </div>
          ))}
        </dl>
      </div>
    </details>
  )
}
