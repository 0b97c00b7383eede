import type { DeliveryState } from '../../outbox/by-hand'
import { inboxContent } from '../content/inbox'
import { When } from '../views/parts'

const text = inboxContent.deliveries

const stateStyle: Record<DeliveryState['state'], string> = {
  pending: 'bg-amber-50 text-amber-900 border-amber-200',
  delivered: 'bg-green-50 text-green-900 border-green-200',
  failed: 'bg-red-50 text-red-900 border-red-200',
}

/**
 * How the school heard of the message: each channel's delivery, its attempts and last error, and
 * for a failed one a button that puts it back in the outbox (the next cron run sends it). `list`
 * is the list's query, kept through the post like every action's on the page.
 */
export function Deliveries({
  id,
  deliveries,
  list,
}: {
  id: string
  deliveries: DeliveryState[]
  list: string
}) {
  return (
    <section aria-labelledby="deliveries-heading" className="mt-8">
      <h2 id="deliveries-heading" className="mb-3 text-lg font-bold text-ink">
        {text.heading}
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-sm text-ink-muted">{text.none}</p>
      ) : (
        <ul className="grid gap-3">
          {deliveries.map((delivery) => (
            <li
              key={delivery.channel}
              className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <span className="font-semibold text-ink">{text.channels[delivery.channel]}</span>
                <span
                  className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${stateStyle[delivery.state]}`}
                >
                  {text.states[delivery.state]}
                </span>
                <span className="text-ink-muted">{text.attempts(delivery.attempts)}</span>
                {delivery.deliveredAt && (
                  <span className="text-ink-muted">
                    {`${text.deliveredAt} `}
                    <When at={delivery.deliveredAt} />
                  </span>
                )}
                {delivery.state === 'pending' && (
                  <span className="text-ink-muted">
                    {`${text.nextAttempt} `}
                    <When at={delivery.nextAttemptAt} />
                  </span>
                )}
                {delivery.state === 'failed' && (
                  <form method="post" action={`/inbox/${id}/retry${list}`} className="ml-auto">
                    <input type="hidden" name="channel" value={delivery.channel} />
                    <button type="submit" className="inbox-button">
                      {text.retry}
                    </button>
                  </form>
                )}
              </div>
              {delivery.lastError && delivery.state !== 'delivered' && (
                <p className="mt-2 break-words text-ink-soft">
                  {`${text.lastError} `}
                  <bdi>{delivery.lastError}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
