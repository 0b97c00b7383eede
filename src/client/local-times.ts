// A cohort's sessions in the visitor's own time, on /accelerator only (the sessions' lists are
// components/cohorts/cohort-sessions.tsx, which loads this where it renders). The server gives each
// session's instants as runs a week apart, with the school's offset for each run; this writes, in
// the room the page already keeps for it (no layout shift), the session in the browser's zone, and
// under the list the zone and the weeks it and the school's change their clocks on different
// dates. Without it, the page names the school's zone with its offset.

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options)
const weekday = format({ weekday: 'short' })
const clock = format({ hour: 'numeric', minute: '2-digit' })
const dates = format({ month: 'short', day: 'numeric' })
// The zone's city; some engines still give the names a few cities had (Asia/Calcutta).
const renamed: Record<string, string> = {
  Calcutta: 'Kolkata',
  Saigon: 'Ho Chi Minh',
  Kiev: 'Kyiv',
  Katmandu: 'Kathmandu',
}
const place = format({}).resolvedOptions().timeZone.split('/').pop() as string
const city = (renamed[place] ?? place).replace(/_/g, ' ')
const week = 6048e5

type Meeting = { start: number; minutes: number; shift: number }

/** "Mon 12:30–3:30 PM", "Mon 11:30 PM–Tue 2:30 AM": a meeting in the browser's zone. */
function said({ start, minutes }: Meeting): string {
  const end = start + minutes * 6e4
  const [firstDay, lastDay] = [start, end].map((instant) => weekday.format(instant))
  const [from, to] = [start, end].map((instant) => clock.format(instant)) as [string, string]
  if (firstDay !== lastDay) return `${firstDay} ${from}–${lastDay} ${to}`
  // One "PM" for both ends when they share it (its space may be a narrow one).
  return `${firstDay} ${from.slice(-2) === to.slice(-2) ? from.slice(0, -3) : from}–${to}`
}

/** "1 hour later", "30 minutes earlier". */
function moved(minutes: number): string {
  const size = Math.abs(minutes)
  const hours = Math.floor(size / 60)
  const rest = size % 60
  const parts = [hours && `${hours} hour${hours > 1 ? 's' : ''}`, rest && `${rest} minutes`]
  return `${parts.filter(Boolean).join(' ')} ${minutes > 0 ? 'later' : 'earlier'}`
}

/** Writes each list's sessions in the browser's zone, where the page kept room for them. */
function sayLocalTimes() {
  for (const list of document.querySelectorAll<HTMLElement>('[data-sessions]')) {
    const sessions = [...list.querySelectorAll<HTMLElement>('[data-runs]')].map((item) => {
      const meetings: Meeting[] = []
      for (const run of (item.dataset.runs as string).split(';')) {
        const [start, weeks, minutes, school] = run.split(',').map(Number) as number[]
        for (
          let at = start as number;
          at < (start as number) + (weeks as number) * week;
          at += week
        )
          // The visitor's offset less the school's: how far their clock is from the school's.
          meetings.push({
            start: at,
            minutes: minutes as number,
            shift: -new Date(at).getTimezoneOffset() - (school as number),
          })
      }
      return { slot: item.querySelector('[data-local]'), meetings }
    })
    const all = sessions.flatMap((session) => session.meetings).sort((a, b) => a.start - b.start)
    const counts = new Map<number, number>()
    for (const { shift } of all) counts.set(shift, (counts.get(shift) ?? 0) + 1)
    // The shift of most weeks: each session is said at it; the weeks at another are said below.
    const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
    const note = list.querySelector('[data-local-note]')
    if (usual === undefined || !note) continue
    if (counts.size === 1 && usual === 0) {
      note.textContent = `These are your times too (${city}).`
      continue
    }
    for (const { slot, meetings } of sessions) {
      const meeting = meetings.find((entry) => entry.shift === usual)
      if (slot && meeting) slot.textContent = `${said(meeting)} your time`
    }
    const spans: { first: Meeting; last: Meeting }[] = []
    for (const meeting of all) {
      if (meeting.shift === usual) continue
      const open = spans.at(-1)
      const next = all[all.indexOf(open?.last as Meeting) + 1]
      if (open && next === meeting && open.last.shift === meeting.shift) open.last = meeting
      else spans.push({ first: meeting, last: meeting })
    }
    // The zone is named once, here: with it each session's line would not fit a phone's card.
    note.textContent = `Your time: ${city}${
      spans.length === 0
        ? ', the same hours all through the cohort.'
        : `. ${spans
            .map(
              ({ first, last }) =>
                `${dates.formatRange(first.start, last.start)}: ${moved(first.shift - usual)}`,
            )
            .join('; ')}.`
    }`
  }
}

// React loads this as an async module, which may run before the page is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', sayLocalTimes)
else sayLocalTimes()
