import type { Context } from 'hono'
import type { InboxEnv } from '../access/guard'
import { editorContent } from '../content/editor'
import { takeNotice } from '../notice'
import { draftsOf } from './drafts'
import { openedOfferings } from './opened-offerings'
import { OverviewPage, type OverviewProps } from './overview-page'
import { releaseOf } from './release'
import { scheduleContradictions } from './schedule-check'
import { liveRelease, revisionsOf } from './versions/revisions'
import { setAsideDrafts } from './versions/set-aside'

const meta = { title: editorContent.title, description: '' }

/**
 * /inbox/content: what is live, each group's draft, the publish form and the history; with a
 * refused publish, why, and the note typed with it (400 or 409).
 */
export async function renderOverview(
  c: Context<InboxEnv>,
  refused?: Pick<OverviewProps, 'refusal' | 'note'>,
  status: 200 | 400 | 409 = 200,
) {
  const db = c.env.DB
  const [drafts, revisions, live, setAside] = await Promise.all([
    draftsOf(db),
    revisionsOf(db),
    liveRelease(db),
    setAsideDrafts(db),
  ])
  const opened = await openedOfferings(db, live.content)
  const notice = takeNotice(c) ?? undefined
  c.status(status as 200)
  return c.render(
    <OverviewPage
      live={revisions[0] ?? null}
      liveContent={live.content}
      drafts={drafts}
      revisions={revisions}
      setAside={setAside}
      notice={notice}
      opened={opened}
      contradictions={scheduleContradictions(releaseOf(drafts, live.content))}
      {...refused}
    />,
    { meta },
  )
}
