/**
 * The page someone reads at /inbox without a sign-in the inbox accepts (access/sign-in-needed.tsx),
 * by status: 401, no sign-in or one whose session ended; 403, one the inbox does not accept. Locally
 * (a development key, as `npm run inbox:local` writes it) the step is the local sign-in; where the
 * inbox is deployed, Cloudflare Access, which normally asks before a request ever gets here.
 */
export const signInNeededContent = {
  title: 'Sign in to the inbox',
  heading: {
    401: 'The inbox needs a sign-in',
    403: 'Your sign-in was not accepted',
  },
  local: {
    401: 'This is a local run with a development key. To sign in, run npm run inbox:local in the project, then open the sign-in link it prints and paste the token it prints with it. A token lasts 12 hours: once it has ended, run the command again for a new one.',
    403: 'The token was not made with this run’s development key, or was altered. Run npm run inbox:local again, then sign in with the new token.',
    action: 'Open the local sign-in',
  },
  access: {
    401: 'The inbox opens only for staff signed in through Cloudflare Access, and this request came without a sign-in, or after it ended. Open the inbox from your team’s app launcher, where Access asks you to sign in:',
    403: 'Cloudflare Access’s sign-in in this browser is not one this inbox accepts (it may be for another of your team’s applications). Sign out of Access, then open the inbox again and sign in anew.',
    signOut: 'Sign out of Cloudflare Access',
    help: 'If you land here again, Access does not cover this address yet: whoever runs the site can check docs/operations.md, “Setting up Access in production”.',
  },
} as const
