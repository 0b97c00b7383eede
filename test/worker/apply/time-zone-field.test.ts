// /apply's time zone field (docs/architecture.md, "The time zone, written once"): every zone in
// the page's <select>, none in the island's props, the blank first and a refused post's kept.
import { beforeEach, describe, expect, it } from 'vitest'
import { islandPropsId } from '../../../src/shared/islands'
import { postApplication, publishCohorts, renderedApply, validFields } from './helpers'

beforeEach(() => publishCohorts())

/** The time zone's <select> as the page writes it. */
const zoneSelect = (html: string) =>
  /<select[^>]*name="timeZone"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? ''

/** Each option of the zone's select: its value, its words, and whether it starts selected. */
const zoneOptions = (html: string) =>
  [...zoneSelect(html).matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map(
    ([, value, selected, label]) => ({ value, label, selected: selected !== undefined }),
  )

/** The island's props, as the browser reads them to hydrate. */
const islandProps = (html: string) => {
  const id = islandPropsId('application-form')
  const json = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's')
  return JSON.parse(json.exec(html)?.[1] ?? 'null') as { fields: { name: string }[] }
}

describe('the time zone field of /apply', () => {
  it('offers every zone once, by its name, the blank "Choose your time zone" chosen first', async () => {
    const html = await (await renderedApply()).text()
    const options = zoneOptions(html)
    expect(options.length).toBeGreaterThan(400)
    expect(options[0]).toEqual({ value: '', label: 'Choose your time zone', selected: true })
    expect(options).toContainEqual({
      value: 'America/New_York',
      label: 'America/New York',
      selected: false,
    })
    expect(options).toContainEqual({ value: 'UTC', label: 'UTC', selected: false })
    expect(options.filter((option) => option.selected)).toHaveLength(1)
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length)
  })

  it('leaves the zones out of the island’s props: the browser reads them from the page', async () => {
    const html = await (await renderedApply()).text()
    const props = islandProps(html)
    expect(props.fields.map((field) => field.name)).toContain('timeZone')
    expect(JSON.stringify(props)).not.toContain('Europe/Berlin')
    expect(html.split('Europe/Berlin')).toHaveLength(3) // once as the value, once as the words
  })

  it('keeps the zone a refused post chose, and starts blank on one the list lacks', async () => {
    const refused = await postApplication({ ...validFields, name: '', timeZone: 'Asia/Tokyo' })
    expect(refused.status).toBe(400)
    const kept = zoneOptions(await refused.text()).filter((option) => option.selected)
    expect(kept).toEqual([{ value: 'Asia/Tokyo', label: 'Asia/Tokyo', selected: true }])
    const unknown = await postApplication({ ...validFields, timeZone: 'Mars/Olympus_Mons' })
    expect(unknown.status).toBe(400)
    const blank = zoneOptions(await unknown.text()).filter((option) => option.selected)
    expect(blank.map((option) => option.value)).toEqual([''])
  })
})
