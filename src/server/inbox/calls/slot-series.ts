// The publish form's fields, checked with valibot, and the series of slots they ask for: the
// first start on the clock of the chosen zone, then `count` slots of `minutes`, `gap` apart.
import * as v from 'valibot'
import { wallClockInstant } from '../../calls/wall-clock'
import { isoDate, timeOfDay, timeZone } from '../../site-content/schema/declare/calendar.ts'
import { line } from '../../site-content/schema/declare/text-rules.ts'

const whole = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(min), v.maxValue(max))

/** The form as posted. */
export const slotSeriesSchema = v.object({
  date: isoDate('Date'),
  time: timeOfDay('First start'),
  zone: timeZone(64),
  minutes: whole(5, 240),
  host: v.pipe(line('Host', 100), v.minLength(1)),
  count: whole(1, 12),
  gap: whole(0, 60),
})

export type SlotSeries = v.InferOutput<typeof slotSeriesSchema>

/** The field names, for the form and for reading it back. */
export const slotSeriesFields = ['date', 'time', 'zone', 'minutes', 'host', 'count', 'gap'] as const

/** The slots' starts (ms), or 'skipped' when the zone's clocks skip the first start. */
export function seriesStarts(series: SlotSeries): number[] | 'skipped' {
  const first = wallClockInstant(series.date, series.time, series.zone)
  if (first === null) return 'skipped'
  return Array.from(
    { length: series.count },
    (_, index) => first + index * (series.minutes + series.gap) * 60_000,
  )
}
