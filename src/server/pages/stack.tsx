import { stackContent } from '../../shared/content/stack'
import { CheckList } from '../components/check-list'
import { LogoIcon } from '../components/logo-icon'
import { ClosingBand } from '../components/next-steps'
import { PageHero } from '../components/page-hero'

const card = 'rounded-2xl border border-slate-200 bg-white p-7 shadow-sm'
const kicker = 'text-sm font-semibold uppercase tracking-wider text-brand-700'

/**
 * PERN Stack (/stack): a card for each layer of the stack, a further card for other tools, and the
 * way to the accelerator that teaches them, in the `weeks` the school states.
 */
export function StackPage({ weeks }: { weeks: number }) {
  const { title, intro, actions, cards, others, closingWith } = stackContent
  return (
    <>
      <PageHero title={title} intro={intro} actions={actions} />
      <div className="container py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map((item) => (
            <li key={item.name} className={card}>
              <div className="flex items-center gap-4">
                <LogoIcon logo={item.logo} size="h-12 w-12" />
                <div>
                  <h2 className="text-2xl font-bold text-ink">{item.name}</h2>
                  <p className={kicker}>{item.role}</p>
                </div>
              </div>
              <p className="mt-4 leading-relaxed text-ink-muted">{item.description}</p>
              <CheckList items={item.points} className="mt-4 space-y-2" />
            </li>
          ))}
          <li className={`${card} bg-slate-50 md:col-span-2`}>
            <h2 className="text-2xl font-bold text-ink">{others.heading}</h2>
            <p className="mt-2 max-w-3xl leading-relaxed text-ink-muted">{others.intro}</p>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {others.items.map((tool) => (
                <li key={tool.name} className="flex gap-4">
                  <LogoIcon logo={tool.logo} />
                  <div>
                    <p className={kicker}>{tool.kind}</p>
                    <h3 className="text-lg font-semibold text-ink">{tool.name}</h3>
                    <p className="mt-1 leading-relaxed text-ink-muted">{tool.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </div>
      <ClosingBand call={closingWith(weeks)} />
    </>
  )
}
