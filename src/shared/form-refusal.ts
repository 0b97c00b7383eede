/**
 * Why the worker turned a form's post away: another site sent it, the address sent too many, the
 * body was too large or not a form, the anti-spam check failed, or the message could not be stored.
 * The JSON API says it in JSON, the no-JavaScript form on a page; both use these names.
 */
export type FormRefusal =
  | 'cross-site'
  | 'limited'
  | 'too-large'
  | 'unsupported'
  | 'unverified'
  | 'unavailable'
