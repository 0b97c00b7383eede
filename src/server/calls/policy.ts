// The school's rules for booked calls (docs/architecture.md, "Calls"), in one place.

/**
 * Until how long before its start an applicant may move or cancel a call from their page: 12
 * hours, so the host learns of a change the day before an evening call or by the morning of an
 * afternoon one. Closer to it, the page says to write to the school instead.
 */
export const changeDeadlineHours = 12

/** When the reminder goes: this long before the call (the Cron job queues it). */
export const reminderHours = 24

/** The earliest start a call may have to be moved or cancelled at `now`. */
export const changeableAfter = (now: Date) =>
  new Date(now.getTime() + changeDeadlineHours * 3_600_000)
