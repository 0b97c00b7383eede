import check from 'virtual:lucide/check'
import { Icon } from '../../client/icon'

/** A list whose items each carry a check mark: the card bullets on Home and PERN Stack. */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-ink-soft">
          <Icon svg={check} className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
