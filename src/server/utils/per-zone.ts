// A value made once per time zone and kept for the isolate's life: an Intl.DateTimeFormat costs
// far more to build than to use, and a page may write hundreds of times in a handful of zones.

/** `make`, remembered by the zone it is asked for. */
export function perZone<T>(make: (timeZone: string) => T): (timeZone: string) => T {
  const made = new Map<string, T>()
  return (timeZone) => {
    let value = made.get(timeZone)
    if (value === undefined) {
      value = make(timeZone)
      made.set(timeZone, value)
    }
    return value
  }
}
