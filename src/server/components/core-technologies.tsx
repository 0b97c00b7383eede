import type { AcceleratorContent } from '../../shared/content/page-types'
import { LogoIcon } from './logo-icon'

/**
 * How wide each card is, so that the last row is full at every width: two columns from sm, three
 * from lg (six tracks, a card spanning two). An odd card out spans both columns; at three, the
 * last two share the row (three tracks each) or the last one takes it all.
 */
function span(index: number, count: number): string {
  const fromEnd = count - index
  const two = count % 2 === 1 && fromEnd === 1 ? 'sm:col-span-2' : ''
  const rest = count % 3
  const three =
    rest !== 0 && fromEnd <= rest
      ? rest === 2
        ? 'lg:col-span-3'
        : 'lg:col-span-6'
      : 'lg:col-span-2'
  return `card ${two} ${three}`
}

/** The accelerator's technologies, each with its logos. */
export function CoreTechnologies({
  items,
}: {
  items: AcceleratorContent['coreTechnologies']['items']
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
      {items.map((item, index) => (
        <li key={item.name} className={span(index, items.length)}>
          <div className="flex flex-wrap gap-3">
            {item.logos.map((logo) => (
              <LogoIcon key={logo.name} logo={logo} />
            ))}
          </div>
          <h3 className="mt-4 text-lg font-semibold text-ink">{item.name}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{item.detail}</p>
        </li>
      ))}
    </ul>
  )
}
