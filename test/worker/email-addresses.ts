// Addresses judged by the HTML standard's "valid e-mail address" rule (what <input type="email">
// accepts): the worker tests send them, the browser tests ask Chromium about each.

/**
 * Valid, and taken by the worker: any of !#$%&'*+/=?^_`{|}~.- in the local part, labels up to 63,
 * a domain with a dot whose last label is a name.
 */
export const deliverableAddresses = [
  "sean.o'brien@example.com",
  "!#$%&'*+/=?^_`{|}~-@example.com",
  'ada+cohort@example.co.uk',
  '.leading.and.trailing.@example.com',
  'a..b@example.com',
  'x@a-b.c',
  `x@${'a'.repeat(63)}.com`,
  'UPPER@EXAMPLE.COM',
  'x@1.example',
]

/**
 * Valid by the HTML rule, which takes any host, but no address a mail reaches from the internet:
 * a domain without a dot (a slip that lost its `.com`, or a local host name) or with an all-digit
 * last label (no top-level domain is a number). The worker refuses them; the browser does not.
 */
export const partialDomainAddresses = [
  'jo.bloggs@gmail',
  'cto@acme',
  'user@localhost',
  'dot.before.the.at.@localhost',
  '1@2.3',
  'ada@192.168.0.1',
]

/** Valid by the HTML rule: what `<input type="email">` accepts. */
export const validAddresses = [...deliverableAddresses, ...partialDomainAddresses]

/** Invalid: not one @, spaces, quotes, brackets, non-ASCII, labels that start or end with '-'. */
export const invalidAddresses = [
  'plainaddress',
  '@example.com',
  'ada@',
  'a@b@example.com',
  'ada lovelace@example.com',
  '"quoted"@example.com',
  'ada@[127.0.0.1]',
  'zoë@example.com',
  'ada@-example.com',
  'ada@example-.com',
  'ada@example..com',
  'ada@.example.com',
  'ada@example.com.',
  'ada@exa_mple.com',
  `x@${'a'.repeat(64)}.com`,
  'ada(comment)@example.com',
  'ada\\@example.com',
]

/**
 * Valid once the domain is in its ASCII (punycode) form, which the worker stores: Firefox sends
 * them as typed, Chromium converts first. The HTML rule alone refuses them.
 */
export const internationalAddresses = {
  'ada@exämple.com': 'ada@xn--exmple-cua.com',
  'leser@bücher.example': 'leser@xn--bcher-kva.example',
  'taro@例え.テスト': 'taro@xn--r8jz45g.xn--zckzah',
} as const
