// The funnel's counts (docs/inbox.md, "Applications"): per cohort, how many applications reached
// each step, and by how they heard of the school. Counted from the applications, their moves and
// their bookings alone: numbers, never a name, an address or anything else of a person. An
// application reached a stage if it is there now or a move took it there (a later move onwards,
// or back, does not undo having been there); a call was booked if any booking was made.
import { type HeardFrom, heardFromChoices } from '../../../../shared/application-fields'

export type FunnelRow = {
  cohort: string
  submitted: number
  confirmed: number
  callsBooked: number
  callsHeld: number
  offers: number
  enrolled: number
}

export type HeardRow = { cohort: string; heardFrom: HeardFrom; submitted: number; enrolled: number }

const reached = (stage: string) =>
  `(a.stage = '${stage}' OR EXISTS (SELECT 1 FROM application_moves m
     WHERE m.application_id = a.id AND m.to_stage = '${stage}'))`

/** Each cohort's counts, earliest cohort first. */
export async function funnelCounts(db: D1Database) {
  const [steps, heard] = await db.batch([
    db.prepare(
      `SELECT a.cohort, COUNT(*) AS submitted, COUNT(a.confirmed_at) AS confirmed,
         SUM(${reached('call-booked')}
           OR EXISTS (SELECT 1 FROM call_bookings b WHERE b.application_id = a.id)) AS callsBooked,
         SUM(${reached('call-held')}) AS callsHeld,
         SUM(${reached('offer')}) AS offers,
         SUM(${reached('enrolled')}) AS enrolled
       FROM applications a GROUP BY a.cohort ORDER BY a.cohort`,
    ),
    db.prepare(
      `SELECT a.cohort, a.heard_from AS heardFrom, COUNT(*) AS submitted,
         SUM(${reached('enrolled')}) AS enrolled
       FROM applications a GROUP BY a.cohort, a.heard_from`,
    ),
  ])
  const sources = (heard?.results ?? []) as HeardRow[]
  return {
    steps: (steps?.results ?? []) as FunnelRow[],
    /** Every source for every cohort, in the form's order, those none named counted 0. */
    heardFrom: (cohort: string) =>
      heardFromChoices.map(
        (heardFrom) =>
          sources.find((row) => row.cohort === cohort && row.heardFrom === heardFrom) ?? {
            cohort,
            heardFrom,
            submitted: 0,
            enrolled: 0,
          },
      ),
  }
}
