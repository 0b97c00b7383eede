// Addresses judged by the HTML standard's "valid e-mail address" rule (what <input type="email">
// accepts): the worker tests send them, the browser tests ask Chromium about each.

/** Valid: any of !#$%&'*+/=?^_`{|}~.- in the local part, a host without a dot, labels up to 63. */
export const validAddresses = [
  "sean.o'brien@example.com",
  "!#$%&'*+/=?^_`{|}~-@example.com",
  'ada+cohort@example.co.uk',
  '.leading.and.trailing.@example.com',
  'a..b@example.com',
  'user@localhost',
  'x@a-b.c',
  `x@${'a'.repeat(63)}.com`,
  'UPPER@EXAMPLE.COM',
  '1@2.3',
]

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
 * them as typed, Chromium converts first (issue 16 §12). The HTML rule alone refuses them.
 */
export const internationalAddresses = {
  'ada@exämple.com': 'ada@xn--exmple-cua.com',
  'leser@bücher.example': 'leser@xn--bcher-kva.example',
  'taro@例え.テスト': 'taro@xn--r8jz45g.xn--zckzah',
} as const
