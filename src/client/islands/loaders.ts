import type { ComponentType } from 'react'
import type { IslandName } from './index'

/**
 * Each island's code, loaded only by a page that renders it: a page with the contact form never
 * downloads the application form, nor the other way round. React and the forms' shared pieces are
 * one chunk every island shares.
 */
export const islandLoaders: Record<IslandName, () => Promise<ComponentType<object>>> = {
  'contact-form': () => import('./contact-form').then((module) => module.ContactForm as never),
  'waitlist-form': () => import('./waitlist-form').then((module) => module.WaitlistForm as never),
  'application-form': () =>
    import('./application-form').then((module) => module.ApplicationForm as never),
  'proposal-form': () => import('./proposal-form').then((module) => module.ProposalForm as never),
}
