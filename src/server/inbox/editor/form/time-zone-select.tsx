// A time zone chosen, not typed: the runtime's IANA zones by region (America, Europe, …), each
// named by its place ("New York"), the zone's own name its value (docs/inbox.md, "Site content").
import {
  canonicalTimeZone,
  isTimeZone,
  timeZoneNames,
} from '../../../site-content/schema/declare/calendar.ts'
import { editorFormContent } from '../../content/editor-form'

type Region = { region: string; zones: string[] }

let regions: { alone: string[]; regions: Region[] } | undefined

/** The zones by the region their name begins with; a name of one part (UTC) stands alone. */
function zoneRegions() {
  if (regions) return regions
  const alone: string[] = []
  const byRegion = new Map<string, string[]>()
  for (const name of timeZoneNames()) {
    const slash = name.indexOf('/')
    if (slash < 0) alone.push(name)
    else {
      const region = name.slice(0, slash)
      byRegion.set(region, [...(byRegion.get(region) ?? []), name])
    }
  }
  regions = { alone, regions: [...byRegion].map(([region, zones]) => ({ region, zones })) }
  return regions
}

/** "America/Argentina/Buenos_Aires" as its place reads: "Argentina / Buenos Aires". */
const placeOf = (name: string) =>
  name
    .slice(name.indexOf('/') + 1)
    .replaceAll('_', ' ')
    .replaceAll('/', ' / ')

/**
 * The select of the zones, the stored one chosen in the list's spelling (a draft saved when zones
 * were typed may hold `europe/london`). A value no zone is stays an option of its own, so a
 * refused form shows what was sent beside its problem.
 */
export function TimeZoneSelect({
  value,
  common,
}: {
  value: string
  common: Record<string, unknown>
}) {
  const { alone, regions } = zoneRegions()
  const chosen = value !== '' && isTimeZone(value) ? canonicalTimeZone(value) : value
  const listed = chosen === '' || timeZoneNames().includes(chosen)
  return (
    <select {...common} defaultValue={chosen}>
      <option value="">{editorFormContent.notChosen}</option>
      {!listed && <option value={chosen}>{chosen}</option>}
      {alone.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
      {regions.map(({ region, zones }) => (
        <optgroup key={region} label={region}>
          {zones.map((name) => (
            <option key={name} value={name}>
              {placeOf(name)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  )
}
