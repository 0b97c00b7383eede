import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { inboxTimeZone } from '../../settings/time-zone'
import { localDate, nextDay, startOfDay } from '../../site-content/cohort-time'
import type { InboxEnv } from '../access/guard'
import { callsInboxContent } from '../content/calls'
import { leaveNotice, takeNotice } from '../notice'
import { CallsPage, type PublishForm } from './calls-page'
import { bookedBetween, openSlots, publishSlots, withdrawSlot } from './slot-queries'
import { seriesStarts, slotSeriesFields, slotSeriesSchema } from './slot-series'

const text = callsInboxContent
const meta = { title: text.title, description: '' }

/** The form as it first shows: tomorrow, 10:00 in the school's zone, one 30-minute slot. */
function defaults(c: Context<InboxEnv>, zone: string): Record<string, string> {
  const today = localDate(Date.now(), zone)
  return {
    date: nextDay(today),
    time: '10:00',
    zone,
    minutes: '30',
    host: c.var.staff.email,
    count: '1',
    gap: '0',
  }
}

/** The page: today's and tomorrow's calls in the school's zone, the free slots, the form. */
async function renderCalls(c: Context<InboxEnv>, form?: PublishForm, status: 200 | 400 = 200) {
  const zone = inboxTimeZone(c.env.INBOX_TIME_ZONE)
  const now = new Date()
  const today = localDate(now.getTime(), zone)
  const tomorrow = nextDay(today)
  const [start, middle, end] = [today, tomorrow, nextDay(tomorrow)].map((day) =>
    startOfDay(day, zone),
  ) as [number, number, number]
  const [todays, tomorrows, open] = await Promise.all([
    bookedBetween(c.env.DB, start, middle),
    bookedBetween(c.env.DB, middle, end),
    openSlots(c.env.DB, now),
  ])
  c.status(status)
  return c.render(
    <CallsPage
      today={todays}
      tomorrow={tomorrows}
      open={open}
      form={form ?? { values: defaults(c, zone) }}
      notice={takeNotice(c) ?? undefined}
    />,
    { meta },
  )
}

/**
 * The calls room, under the inbox's guard (mounted at /inbox/calls):
 *
 *   GET  /                 today's and tomorrow's calls, the free slots ahead, the publish form
 *   POST /publish          date, time, zone, minutes, host, count, gap: a day's series → 303
 *   POST /<id>/withdraw    a free slot withdrawn (a booked one stays)                   → 303
 */
const calls = new Hono<InboxEnv>()
  .get('/', (c) => renderCalls(c))
  .post('/publish', async (c) => {
    const body = await c.req.parseBody()
    const values = Object.fromEntries(
      slotSeriesFields.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']),
    )
    const parsed = v.safeParse(slotSeriesSchema, values)
    if (!parsed.success) return renderCalls(c, { values, error: text.errors.invalid }, 400)
    const starts = seriesStarts(parsed.output)
    if (starts === 'skipped') {
      return renderCalls(c, { values, error: text.errors.skipped(values.time ?? '') }, 400)
    }
    if ((starts[0] ?? 0) <= Date.now())
      return renderCalls(c, { values, error: text.errors.past }, 400)
    const published = await publishSlots(c.env.DB, {
      starts,
      minutes: parsed.output.minutes,
      zone: parsed.output.zone,
      host: parsed.output.host,
      by: c.var.staff.email,
    })
    leaveNotice(c, { slotsPublished: published, skipped: starts.length - published })
    return c.redirect('/inbox/calls', 303)
  })
  .post('/:slot{[1-9][0-9]{0,15}}/withdraw', async (c) => {
    const done = await withdrawSlot(c.env.DB, Number(c.req.param('slot')), new Date())
    leaveNotice(c, done ? 'slot-withdrawn' : 'slot-kept')
    return c.redirect('/inbox/calls', 303)
  })

export default calls
