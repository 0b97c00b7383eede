import { type RouteName, routes } from './routes.ts'

/** A link shown in the chrome (header or footer). */
export type ChromeLink = { href: string; label: string }

const linkTo = (name: RouteName): ChromeLink => ({
  href: routes[name].path,
  label: routes[name].label,
})

/**
 * Brand, contact details and chrome links: the one place to change them.
 * The spec leaves the brand and the phone number to the owner; both are placeholders until then.
 */
export const site = {
  name: 'Lumen Code Academy',
  shortName: 'Lumen Code',
  /** The brand blue: browser chrome on phones, the web manifest. */
  themeColor: '#2453c7',
  blurb:
    'Lumen Code Academy trains working adults to build production web software, and helps teams ship it. Live lectures, real code review and a community that answers.',
  /**
   * A fictional number until the owner supplies the real one (the spec names none:
   * docs/decisions.md, "Brand and phone"): `placeholder: true` makes `npm run deploy` refuse to
   * publish it (scripts/check-settings.ts). Set the real number here and delete the mark.
   */
  phone: {
    display: '(555) 010-0123',
    tel: '+15550100123',
    note: 'Call or text',
    placeholder: true,
  },
  contactPrompt: { before: 'Send us a message on our ', link: 'Contact page', after: '' },
  /** The spec's six links, in its order; the privacy notice is linked from the footer. */
  nav: (['home', 'accelerator', 'corporate', 'technical', 'stack', 'contact'] as const).map(linkTo),
  privacyLink: linkTo('privacy'),
  quickLinks: (['home', 'accelerator', 'contact'] as const).map(linkTo),
  footerHeadings: { quickLinks: 'Quick Links', contact: 'Contact' },
  copyright: (year: number) => `© ${year} Lumen Code Academy. All rights reserved.`,
  skipLink: 'Skip to content',
  /** Printed under a page's content, before its address (the chrome is not printed). */
  printAddressLabel: 'This page online:',
  /** Put before a page's title when it answers a refused form post: the first word heard. */
  errorTitlePrefix: 'Error: ',
  menuLabel: 'Menu',
  /** The menu's button while the menu is open. */
  closeMenuLabel: 'Close',
  homeLinkLabel: 'Lumen Code Academy, home',
} as const
