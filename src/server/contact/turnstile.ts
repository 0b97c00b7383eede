/** Cloudflare's endpoint that checks a Turnstile token. */
export const turnstileVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/**
 * Asks Turnstile whether a token is genuine. A missing token, a refusal or an unreachable
 * verifier all count as "not verified": the message is refused, never stored unchecked.
 */
export async function verifyTurnstile({
  secret,
  token,
  address,
  fetcher = fetch,
}: {
  secret: string
  token: string | undefined
  address: string | undefined
  fetcher?: typeof fetch
}): Promise<boolean> {
  if (!token) return false
  const form = new FormData()
  form.set('secret', secret)
  form.set('response', token)
  if (address) form.set('remoteip', address)
  try {
    const response = await fetcher(turnstileVerifyUrl, { method: 'POST', body: form })
    const outcome = (await response.json()) as { success?: boolean }
    return outcome.success === true
  } catch (error) {
    console.error('Turnstile verification failed to run:', error)
    return false
  }
}
