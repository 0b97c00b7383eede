import type { ComponentProps, ComponentType } from 'react'
import { ApplicationForm } from './application-form'
import { ContactForm } from './contact-form'
import { ProposalForm } from './proposal-form'
import { WaitlistForm } from './waitlist-form'

/** Every island, by the name its root carries in the HTML. */
export const islands = {
  'contact-form': ContactForm,
  'waitlist-form': WaitlistForm,
  'application-form': ApplicationForm,
  'proposal-form': ProposalForm,
} satisfies Record<string, ComponentType<never>>

/** The name of an island. */
export type IslandName = keyof typeof islands

/** The props an island is rendered and hydrated with: plain, serialisable data. */
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>
