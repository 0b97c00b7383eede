// The applicant's call page as it answers: the open times or the booked call, a refusal first when
// there is one (call-page.tsx routes to it).
import type { Context } from 'hono'
import { invalidMailLink } from '../announcement/unsubscribe'
import { applicationOfToken } from '../applications/application-token'
import { MailLinkText, mailLinkPage } from '../components/mail-link-page'
import { callsContent } from '../content/calls'
import { announcementSettings } from '../settings/announcement'
import type { AppEnv } from '../settings/env'
import { liveCallOf } from './booked-call'
import { BackLink, CallSummary, CancelForm, Refusal, SlotPicker } from './call-views'
import { freeSlots } from './free-slots'
import { changeableAfter, changeDeadlineHours } from './policy'

const text = callsContent.page
const { meta } = text

export type Refused = keyof typeof text.refused

export const paths = (token: string) => {
  const page = `/application/${token}`
  return { page, call: `${page}/call`, cancel: `${page}/call/cancel`, ics: `${page}/call.ics` }
}

/** The application a request's token names, or null (forged, malformed, or mail off). */
export async function applicationIdOf(c: Context<AppEnv>) {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return null
  return applicationOfToken(settings.secret, c.req.param('token') ?? '', 'page')
}

const applicationOf = (db: D1Database, id: string) =>
  db
    .prepare('SELECT stage, confirmed_at, time_zone FROM applications WHERE id = ?')
    .bind(id)
    .first<{ stage: string; confirmed_at: string | null; time_zone: string }>()

/** The page as the application stands, with a refusal said first (409) when there is one. */
export async function renderCall(c: Context<AppEnv>, id: string, refused?: Refused) {
  const token = c.req.param('token') ?? ''
  const to = paths(token)
  const now = new Date()
  const [application, call, slots] = await Promise.all([
    applicationOf(c.env.DB, id),
    liveCallOf(c.env.DB, id),
    freeSlots(c.env.DB, now),
  ])
  if (!application) return invalidMailLink(c, meta)
  const status = refused ? 409 : 200
  const refusal = refused && <Refusal>{text.refused[refused]}</Refusal>
  if (call) {
    const changeable =
      application.stage === 'call-booked' && call.startsAt > changeableAfter(now).toISOString()
    return mailLinkPage(
      c,
      { meta, heading: text.bookedHeading, status },
      <>
        {refusal}
        <CallSummary call={call} icsPath={to.ics} />
        <h2 className="mt-8 text-lg font-bold text-ink">{text.moveHeading}</h2>
        {changeable ? (
          <>
            <MailLinkText>{text.moveLead(changeDeadlineHours)}</MailLinkText>
            <SlotPicker
              slots={slots}
              applicantZone={application.time_zone}
              action={to.call}
              submit={text.move}
            />
            <CancelForm action={to.cancel} />
          </>
        ) : (
          <MailLinkText>{text.tooLate(changeDeadlineHours)}</MailLinkText>
        )}
        <BackLink href={to.page} />
      </>,
    )
  }
  if (application.stage !== 'applied' || application.confirmed_at === null) {
    return mailLinkPage(
      c,
      { meta, heading: text.closedHeading, status },
      <>
        {refusal}
        <MailLinkText>{text.closed}</MailLinkText>
        <BackLink href={to.page} />
      </>,
    )
  }
  return mailLinkPage(
    c,
    { meta, heading: text.heading, status },
    <>
      {refusal}
      <MailLinkText>{text.lead}</MailLinkText>
      <MailLinkText>{text.yourZone(application.time_zone)}</MailLinkText>
      <SlotPicker
        slots={slots}
        applicantZone={application.time_zone}
        action={to.call}
        submit={text.book}
      />
      <BackLink href={to.page} />
    </>,
  )
}
