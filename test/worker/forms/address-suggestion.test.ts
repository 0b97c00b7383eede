// "Did you mean …?": the address a visitor probably meant, for the slips people make typing a
// public provider's domain or a common ending, and nothing for an address that is simply unusual.
// A wrong suggestion costs a real visitor a moment's doubt, so the legitimate list matters as much.
import { describe, expect, it } from 'vitest'
import { suggestAddress } from '../../../src/shared/email-suggestion'

describe('the suggested address for a common slip', () => {
  it.each([
    ['jo@gmial.com', 'jo@gmail.com'], // two letters swapped
    ['jo@gmai.com', 'jo@gmail.com'], // one dropped
    ['jo@gmaill.com', 'jo@gmail.com'], // one doubled
    ['jo@gnail.com', 'jo@gmail.com'], // one replaced
    ['jo@gmal.com', 'jo@gmail.com'], // a four-letter name takes one edit
    ['jo@gmail.co', 'jo@gmail.com'],
    ['jo@gmail.con', 'jo@gmail.com'],
    ['jo@gmail.comm', 'jo@gmail.com'],
    ['jo@hotmal.co', 'jo@hotmail.com'], // two edits from nine characters on
    ['jo@hotmail.c', 'jo@hotmail.com'], // as near to hotmail.fr: the more used wins
    ['jo@yahoo.co', 'jo@yahoo.com'],
    // A national variant mistyped: its own ending is kept.
    ['jo@hotmial.fr', 'jo@hotmail.fr'],
    ['jo@outlook.dee', 'jo@outlook.de'],
    ['jo@outlok.com', 'jo@outlook.com'],
    ['jo@iclod.com', 'jo@icloud.com'],
    ['jo@protonmial.com', 'jo@protonmail.com'],
    ['jo@sbcgloabl.net', 'jo@sbcglobal.net'],
    ['jo@comcast.ent', 'jo@comcast.net'],
    // A domain without a dot: the provider's name, or its domain with the dots left out.
    ['jo.bloggs@gmail', 'jo.bloggs@gmail.com'],
    ['jo@gmial', 'jo@gmail.com'],
    ['jo@gnail', 'jo@gmail.com'],
    ['jo@gmialcom', 'jo@gmail.com'],
    ['jo@hotmial', 'jo@hotmail.com'],
    ['jo@aol', 'jo@aol.com'],
    ['jo@gmailcom', 'jo@gmail.com'],
    ['jo@hotmailcouk', 'jo@hotmail.co.uk'],
    // An ending that is no top-level domain, on any domain.
    ['jo@acme.con', 'jo@acme.com'],
    ['jo@acme.cmo', 'jo@acme.com'],
    ['jo@acme.nte', 'jo@acme.net'],
    ['jo@acme.ogr', 'jo@acme.org'],
    ['jo@mail.acme.con', 'jo@mail.acme.com'],
    // What comes before the @ stays as typed; the domain is compared in any case.
    ['Jo.Bloggs+cohort@GMIAL.COM', 'Jo.Bloggs+cohort@gmail.com'],
  ])('%s → %s', (typed, meant) => {
    expect(suggestAddress(typed)).toBe(meant)
  })
})

describe('no suggestion for an address that may well be right', () => {
  it.each([
    // Public providers themselves, national variants included.
    'jo@gmail.com',
    'jo@Gmail.com',
    'jo@gmx.de',
    'jo@gmx.at',
    'jo@mail.com',
    'jo@mail.ru',
    'jo@me.com',
    'jo@mac.com',
    'jo@hey.com',
    'jo@hotmail.co.uk',
    'jo@protonmail.ch',
    'jo@uol.com.br',
    // Another country's ending on a provider's name: both may be real.
    'jo@outlook.it',
    'jo@hotmail.be',
    'jo@live.it',
    // Endings mailcheck-style checkers "correct", and short company domains near a provider.
    'jo@startup.io',
    'jo@school.dev',
    'jo@acme.app',
    'jo@sapo.pt',
    'jo@libero.it',
    'jo@students.uni.edu',
    'jo@cs.ox.ac.uk',
    'jo@ge.com',
    'jo@gm.com',
    'jo@cox.com',
    'jo@acme.co',
    'jo@acme.cm',
    'jo@lumen.academy',
    'jo@example.com',
    'jo@xn--exmple-cua.com',
    // Too far from any provider for a short name: two edits in a short name.
    'jo@gmiql',
    'jo@ouztook',
    // Nothing the HTML rule refuses, no inherited key read as an ending, no dotless ending.
    '@gmial.com',
    'jo@@gmial.com',
    'jo@gmäil.com',
    'jo@acme.constructor',
    'jo@con',
  ])('%s', (typed) => {
    expect(suggestAddress(typed)).toBeUndefined()
  })
})
