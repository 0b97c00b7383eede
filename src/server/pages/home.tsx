import arrowRight from 'virtual:lucide/arrow-right'
import building from 'virtual:lucide/building-2'
import code from 'virtual:lucide/code'
import graduationCap from 'virtual:lucide/graduation-cap'
import wrench from 'virtual:lucide/wrench'
import type { ReactNode } from 'react'
import { Icon, type IconSvg } from '../../client/icon'
import type { SchoolFacts } from '../../shared/content/facts'
import { homeContent } from '../../shared/content/home'
import { programLengthOf } from '../../shared/content/program'
import type { OfferingCard } from '../../shared/content/types'
import { CheckList } from '../components/check-list'
import { CardFacts } from '../components/cohorts/card-facts'
import { ClosingBand, NextStepLinks } from '../components/next-steps'
import { HomeProof } from '../components/proof/home-proof'

const cardIcons = [graduationCap, building, wrench] as const

const badges = {
  featured: 'bg-brand-700 text-white',
  planned: 'border border-slate-300 bg-slate-50 text-ink-soft',
}

/**
 * One offering. The featured card (the accelerator, the one that exists today) spans the row and,
 * from md up, sets its bullets beside its summary; the planned ones say "Coming soon" in words.
 */
function OfferingCardItem({
  card,
  icon,
  featured,
  children,
}: {
  card: OfferingCard
  icon: IconSvg
  featured: boolean
  /** What the card says under its summary (the accelerator's next start and tuition). */
  children?: ReactNode
}) {
  const frame = featured
    ? 'border-2 border-brand-600 bg-gradient-to-br from-brand-50 to-white md:grid md:grid-cols-2 md:gap-x-10'
    : 'border border-slate-200 bg-white'
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl p-7 shadow-sm transition focus-within:ring-3 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-lg ${frame}`}
    >
      <div>
        <div className="mb-5 flex items-center justify-between gap-3">
          <span
            className={`inline-flex h-12 w-12 items-center justify-center rounded-xl text-brand-700 ${featured ? 'bg-white shadow-sm' : 'bg-brand-50'}`}
            aria-hidden="true"
          >
            <Icon svg={icon} className="h-6 w-6" />
          </span>
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${badges[featured ? 'featured' : 'planned']}`}
          >
            {card.badge}
          </span>
        </div>
        <h3 className={`font-bold text-ink ${featured ? 'text-2xl' : 'text-xl'}`}>
          {/* The link's ::after covers the card, so the whole card is one link target. */}
          <a
            href={card.href}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {card.title}
          </a>
        </h3>
        <p className="mt-3 leading-relaxed text-ink-muted">{card.summary}</p>
        {children}
      </div>
      <CheckList
        items={card.bullets}
        className={`mt-5 space-y-2.5 ${featured ? 'md:col-start-2 md:row-span-2 md:row-start-1 md:mt-0' : ''}`}
      />
      <p
        className="mt-auto flex items-center gap-1.5 pt-6 font-semibold text-brand-700"
        aria-hidden="true"
      >
        {card.cta}
        <Icon svg={arrowRight} className="h-4 w-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  )
}

/**
 * Home (/): the headline, the subtitle, the next step, and the three offerings (the one available
 * first, each card as the school last published it), and a glimpse of the outcomes and
 * graduates' words once published.
 */
export function HomePage({ facts }: { facts: SchoolFacts }) {
  const { headline, subtitle, actions, cardsHeading, closing, acceleratorCard } = homeContent
  const [accelerator, ...planned] = homeContent.cards
  const cards = [
    {
      ...accelerator,
      summary: acceleratorCard.summary(programLengthOf(facts).weeks),
      bullets: facts.acceleratorBullets ?? accelerator.bullets,
    },
    ...planned.map((card) => {
      const items = facts.offerings?.[card.href === '/corporate' ? 'corporate' : 'technical']?.items
      return items ? { ...card, bullets: items } : card
    }),
  ]
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="container py-16 text-center md:py-24">
          <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl md:text-6xl">
            {headline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted sm:text-xl">
            {subtitle}
          </p>
          <NextStepLinks steps={actions} className="mt-8 justify-center" />
        </div>
      </section>
      <section aria-labelledby="offerings" className="container pb-20">
        <h2 id="offerings" className="sr-only">
          {cardsHeading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map((card, index) => (
            <li key={card.href} className={index === 0 ? 'md:col-span-2' : undefined}>
              <OfferingCardItem card={card} icon={cardIcons[index] ?? code} featured={index === 0}>
                {index === 0 && <CardFacts facts={facts} />}
              </OfferingCardItem>
            </li>
          ))}
        </ul>
      </section>
      <HomeProof facts={facts} />
      <ClosingBand call={closing} />
    </>
  )
}
