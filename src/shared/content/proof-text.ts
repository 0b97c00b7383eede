import type { RoutePath } from '../routes.ts'

/** The words around the school's outcomes and its graduates' words, on /accelerator and home. */
export type ProofText = {
  outcomes: {
    heading: string
    lead: string
    /** Under a figure: its period and how many graduates it counts. */
    counted: (period: string, graduates: number) => string
    method: string
  }
  graduates: {
    heading: string
    /** The words as a quotation. */
    quote: (words: string) => string
    /** Under the name: the role today and the cohort. */
    about: (role: string, cohort: string) => string
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
    lead: 'Each figure says whom it counts, over which period, and how we measured it.',
    counted: (period, graduates) =>
      `${period} · ${graduates} ${graduates === 1 ? 'graduate' : 'graduates'} counted`,
    method: 'How we measured it',
  },
  graduates: {
    heading: 'In our graduates’ words',
    quote: (words) => `“${words}”`,
    about: (role, cohort) => `${role} · ${cohort} cohort`,
  },
  home: {
    heading: 'From the accelerator’s graduates',
    more: {
      outcomes: { label: 'Every figure, and how we measure it', href: '/accelerator#outcomes' },
      graduates: { label: 'More from our graduates', href: '/accelerator#graduates' },
    },
  },
} as const satisfies ProofText
