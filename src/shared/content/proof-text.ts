import type { RoutePath } from '../routes.ts'

/** The words around the school's outcomes and its graduates' words, on /accelerator and home. */
export type ProofText = {
  outcomes: {
    heading: string
    /** Under a figure, after its period: how many graduates it counts. */
    counted: (graduates: number) => string
    method: string
  }
  graduates: {
    heading: string
    /** The words as a quotation. */
    quote: (words: string) => string
    /** Under the name and the role today: the cohort they finished with. */
    cohort: (cohort: string) => string
  }
  /** Home's short band: its heading, and the link to the whole of it on /accelerator. */
  home: {
    heading: string
    more: Record<'outcomes' | 'graduates', { label: string; href: `${RoutePath}#${string}` }>
  }
}

export const proofText = {
  outcomes: {
    heading: 'Outcomes',
    // No-break spaces: the count wraps whole, never "46" at a line's end.
    counted: (graduates) =>
      `${graduates}\u00A0${graduates === 1 ? 'graduate' : 'graduates'}\u00A0counted`,
    method: 'How we measured it',
  },
  graduates: {
    heading: 'In our graduates’ words',
    quote: (words) => `“${words}”`,
    cohort: (cohort) => `${cohort} cohort`,
  },
  home: {
    heading: 'From the accelerator’s graduates',
    more: {
      outcomes: { label: 'Every figure and its method', href: '/accelerator#outcomes' },
      graduates: { label: 'More from our graduates', href: '/accelerator#graduates' },
    },
  },
} as const satisfies ProofText
