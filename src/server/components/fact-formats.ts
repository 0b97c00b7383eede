// How the school's facts read on a page: dates, prices, times of day and time zones, in the site's
// English (en-US), whatever the visitor's machine is set to, so every visitor and every cached page
// reads the same words.

/** A calendar date, "March 1, 2027". */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )

/** A calendar date without its year, "March 28": within a cohort the year goes without saying. */
export const monthDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )

/** A price in its currency, whole units: "$12,500". */
export const price = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  )

/** A time of day written `HH:MM`, on the 12-hour clock: "7:00 PM". */
export const clockTime = (time: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${time}:00Z`),
  )
