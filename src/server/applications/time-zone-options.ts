// The time zone's ~420 options, written once into /apply's <select> as markup made once per
// isolate (docs/architecture.md, "The time zone, written once"): React would render them afresh
// on every request, and the island's props would carry them a second time.
import { applyContent } from '../../shared/content/admissions/apply'

/** Text and attribute values as HTML; a zone's name needs none of it, the first option's words may. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;')

const option = (value: string) => `<option value="${asHtml(value)}">`

type ZoneList = { zones: ReadonlySet<string>; markup: string }
let list: ZoneList | undefined

/**
 * Every IANA zone the runtime knows, and UTC, which V8's list leaves out, with their options as
 * React writes them, none selected: the blank "Choose your time zone" first, then each by its name.
 */
function zoneList(): ZoneList {
  const known = Intl.supportedValuesOf('timeZone')
  const zones = known.includes('UTC') ? known : [...known, 'UTC']
  const label = (zone: string) => zone.replaceAll('_', ' ')
  const markup = [
    `${option('')}${asHtml(applyContent.fields.chooseTimeZone)}</option>`,
    ...zones.map((zone) => `${option(zone)}${asHtml(label(zone))}</option>`),
  ].join('')
  return { zones: new Set(zones), markup }
}

/**
 * The zone a refused post chose when the list holds it, else '' (the browser's own is chosen once
 * the island hydrates), and the options' markup with that one selected.
 */
export function timeZoneOptions(posted: string | undefined) {
  list ??= zoneList()
  const chosen = posted !== undefined && list.zones.has(posted) ? posted : ''
  const markup = list.markup.replace(option(chosen), `${option(chosen).slice(0, -1)} selected="">`)
  return { chosen, markup }
}
