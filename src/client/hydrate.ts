import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandAttribute, islandPropsId } from '../shared/islands'
import type { IslandName } from './islands'
import { islandLoaders } from './islands/loaders'

function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(islandLoaders, name)
}

/** Hydrates each island in place with the same component and props the server rendered. */
export async function hydrateIslands() {
  for (const root of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const name = root.getAttribute(islandAttribute)
    if (!isIslandName(name)) {
      console.error(`No island is registered as "${name}"`)
      continue
    }
    const data = document.getElementById(islandPropsId(name))?.textContent ?? '{}'
    const island = await islandLoaders[name]()
    hydrateRoot(root, createElement(island, JSON.parse(data)))
  }
}
