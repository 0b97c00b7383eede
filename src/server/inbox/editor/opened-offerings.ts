// The offerings the live content says have opened while their waiting lists have not been told:
// the editor offers to draft each one's announcement (the existing flow: written, reviewed and
// sent by a person, once per offering).
import type { Offering } from '../../../shared/waitlist-fields'
import { announcementStatuses } from '../../announcement/queries'
import type { PublishedContent } from '../../site-content/live'
import { checkContent } from '../../site-content/schema/index.ts'
import { waitlistCounts } from '../waitlists/waitlist-queries'

/** An offering open on the live site whose list is still to be told. */
export type OpenedOffering = { offering: Offering; confirmed: number; firstDate?: string }

export async function openedOfferings(
  db: D1Database,
  live: PublishedContent,
): Promise<OpenedOffering[]> {
  const checked = checkContent('offerings', 'publish', live.offerings)
  if (!checked.ok) return []
  const opened = (['corporate', 'technical'] as const).filter(
    (offering) => !checked.content[offering].comingSoon,
  )
  if (opened.length === 0) return []
  const [announced, counts] = await Promise.all([announcementStatuses(db), waitlistCounts(db)])
  return opened
    .filter((offering) => !announced[offering])
    .map((offering) => ({
      offering,
      confirmed: counts[offering].confirmed,
      ...(checked.content[offering].firstDate && {
        firstDate: checked.content[offering].firstDate,
      }),
    }))
}
