import { type ComponentType, createElement } from 'react'
import { type IslandName, type IslandProps, islands } from '../../client/islands'
import { islandAttribute, islandPropsId, islandRootId } from '../../shared/islands'

/** An island's name with the props it takes, one member per island. */
type IslandSpec = { [N in IslandName]: { name: N; props: IslandProps<N> } }[IslandName]

// `<` is escaped so no string in the props can close the data block early.
const serialize = (props: unknown) => JSON.stringify(props).replace(/</g, '\\u003c')

/**
 * Renders an island on the server and leaves what the browser needs to hydrate it: the root, named,
 * and the props as a JSON data block (which a strict CSP allows, unlike inline script code).
 */
export function Island({ name, props }: IslandSpec) {
  const component = islands[name] as ComponentType<object>
  return (
    <>
      <script
        type="application/json"
        id={islandPropsId(name)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, `<` escaped by serialize
        dangerouslySetInnerHTML={{ __html: serialize(props) }}
      />
      <div id={islandRootId(name)} {...{ [islandAttribute]: name }}>
        {createElement(component, props)}
      </div>
    </>
  )
}
