// Browser entry, loaded only by pages that hold an island: hydrates each island in place with the
// same component and the same props the server rendered it with.
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandAttribute, islandPropsId } from '../shared/islands'
import { type IslandName, islands } from './islands'

function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(islands, name)
}

for (const root of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
  const name = root.getAttribute(islandAttribute)
  if (!isIslandName(name)) {
    console.error(`No island is registered as "${name}"`)
    continue
  }
  const data = document.getElementById(islandPropsId(name))?.textContent ?? '{}'
  hydrateRoot(root, createElement(islands[name], JSON.parse(data)))
}
