import { inboxContent } from '../content/inbox'

const text = inboxContent.signIn

/** The local run's stand-in for Access's login screen: paste the token `inbox:local` printed. */
export function SignInPage({ invalid, next }: { invalid: boolean; next: string }) {
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{text.title}</h1>
      <p className="mt-3 text-ink-soft">{text.text}</p>
      {invalid && (
        <p role="alert" className="mt-4 font-medium text-red-700">
          {text.invalid}
        </p>
      )}
      <form method="post" action="/inbox/sign-in" className="mt-6 grid gap-3">
        <input type="hidden" name="next" value={next} />
        <label htmlFor="access-token" className="font-semibold text-ink">
          {text.tokenLabel}
        </label>
        <textarea
          id="access-token"
          name="token"
          required
          rows={5}
          spellCheck={false}
          autoComplete="off"
          className="inbox-input font-mono text-sm"
        />
        <div>
          <button type="submit" className="inbox-button-primary">
            {text.submit}
          </button>
        </div>
      </form>
    </section>
  )
}
