import { homeContent } from '../../shared/content/home'
import type { OfferingCard } from '../../shared/content/types'
import { CheckList } from '../components/check-list'

const cardIcons = ['i-lucide-graduation-cap', 'i-lucide-building-2', 'i-lucide-wrench'] as const

function OfferingCardItem({ card, icon }: { card: OfferingCard; icon: string }) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition focus-within:ring-3 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-lg">
      <span
        className="mb-5 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <span className={`${icon} h-6 w-6`} />
      </span>
      <h3 className="text-xl font-bold text-ink">
        {/* The link's ::after covers the card, so the whole card is one link target. */}
        <a
          href={card.href}
          className="outline-none after:absolute after:inset-0 after:content-['']"
        >
          {card.title}
        </a>
      </h3>
      <p className="mt-3 leading-relaxed text-ink-muted">{card.summary}</p>
      <CheckList items={card.bullets} className="mt-5 space-y-2.5" />
      <p
        className="mt-auto flex items-center gap-1.5 pt-6 font-semibold text-brand-700"
        aria-hidden="true"
      >
        {card.cta}
        <span className="i-lucide-arrow-right h-4 w-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  )
}

/** Home (/): the headline, the subtitle and the three offerings. */
export function HomePage() {
  const { headline, subtitle, cardsHeading, cards } = homeContent
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
        </div>
      </section>
      <section aria-labelledby="offerings" className="container pb-20">
        <h2 id="offerings" className="sr-only">
          {cardsHeading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.href}>
              <OfferingCardItem card={card} icon={cardIcons[index] ?? 'i-lucide-code'} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
