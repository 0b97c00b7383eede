import { type ComponentType, createElement } from 'react'
import { type IslandName, type IslandProps, islands } from '../../client/islands'
import { islandAttribute, islandPropsId, islandRootId } from '../../shared/islands'
import { JsonBlock } from './json-block'

/**
 * An island's name with the props it is rendered with, one member per island, and those the
 * browser hydrates it with when they differ: what it reads back from the rendered page left out.
 */
type IslandSpec = {
  [N in IslandName]: { name: N; props: IslandProps<N>; browserProps?: IslandProps<N> }
}[IslandName]

/**
 * Renders an island on the server and leaves what the browser needs to hydrate it: the root, named,
 * and the props as a JSON data block (which a strict CSP allows, unlike inline script code).
 */
export function Island({ name, props, browserProps = props }: IslandSpec) {
  const component = islands[name] as ComponentType<object>
  return (
    <>
      <JsonBlock type="application/json" id={islandPropsId(name)} data={browserProps} />
      <div id={islandRootId(name)} {...{ [islandAttribute]: name }}>
        {createElement(component, props)}
      </div>
    </>
  )
}
