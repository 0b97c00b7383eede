// What the site shows of a group nothing has published, in the shape of the group's content: the
// code's own texts (the offerings' planned items, the placeholder phone, the response time, the
// spec's program length and Time & Support, the home card's bullets, the stage messages). A
// group's form starts from it before the group's first publish, so that saving and publishing the
// form unchanged changes nothing a visitor reads (docs/inbox.md, "Site content"). The other groups
// show nothing until published (src/shared/content/facts.ts holds none of their facts).
import { builtInResponseTime } from '../../shared/content/contact.ts'
import { homeContent } from '../../shared/content/home.ts'
import { plannedOfferings } from '../../shared/content/planned-offerings.ts'
import { program } from '../../shared/content/program.ts'
import { builtInTimeSupport } from '../../shared/content/time-support.ts'
import { site } from '../../shared/site.ts'
import { builtInStageMessages } from '../content/stage-messages.ts'
import type { ContentGroup, DraftContent } from './schema/index.ts'

const { display, tel, note } = site.phone

/** Each group's built-in texts, for those the site shows any of. */
export const builtInContent: { [G in ContentGroup]?: DraftContent<G> } = {
  contactDetails: { phone: { display, tel, note }, responseTime: builtInResponseTime },
  offerings: {
    corporate: { comingSoon: true, items: [...plannedOfferings.corporate.items] },
    technical: { comingSoon: true, items: [...plannedOfferings.technical.items] },
  },
  programLength: { weeks: program.weeks },
  timeSupport: { ...builtInTimeSupport },
  acceleratorCard: { bullets: [...homeContent.cards[0].bullets] },
  stageMessages: builtInStageMessages,
}
